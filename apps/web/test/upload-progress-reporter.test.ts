import { describe, expect, it } from 'vitest';
import { PROGRESS_REPORT_INTERVAL_MS, progressReporter } from '../src/lib/upload/progress-reporter';

function reporterAt(times: number[]) {
  const reports: number[] = [];
  let index = 0;
  const report = progressReporter(
    (percent) => reports.push(percent),
    () => times[index++]!,
  );
  return { report, reports };
}

describe('progressReporter', () => {
  it('reports the first count at once, then a changed percent at most once per interval', () => {
    const step = PROGRESS_REPORT_INTERVAL_MS / 10;
    const { report, reports } = reporterAt([0, step, 2 * step, 10 * step, 11 * step]);
    report(0, 1000);
    report(100, 1000);
    report(200, 1000);
    report(300, 1000);
    report(400, 1000);
    expect(reports).toEqual([0, 30]);
  });

  it('reports a changed percent exactly one interval after the last report', () => {
    const { report, reports } = reporterAt([
      0,
      PROGRESS_REPORT_INTERVAL_MS - 1,
      PROGRESS_REPORT_INTERVAL_MS,
    ]);
    report(10, 100);
    report(20, 100);
    report(30, 100);
    expect(reports).toEqual([10, 30]);
  });

  it('never reports the same percent twice, however long apart', () => {
    const { report, reports } = reporterAt([0, 10_000, 20_000]);
    report(450, 1000);
    report(455, 1000);
    report(459, 1000);
    expect(reports).toEqual([45]);
  });

  it('reports 100 at once, when every byte is out', () => {
    const { report, reports } = reporterAt([0, 1, 2]);
    report(10, 1000);
    report(1000, 1000);
    report(1000, 1000);
    expect(reports).toEqual([1, 100]);
  });
});
