import { progressPercent } from './progress-percent';

/**
 * The least time between two progress reports of one upload. Each report re-renders the page,
 * and the browser sends one progress event every 50 ms per upload: with five uploads at once, a
 * slow phone's main thread spent most of its time painting percents, and the next step's render
 * and the person's taps waited behind them. Two a second still show the count moving.
 */
export const PROGRESS_REPORT_INTERVAL_MS = 500;

/**
 * Turns byte counts into whole-percent reports: a changed percent at most once per interval,
 * and 100 at once (every byte is out; the server's answer comes next). `now` is the clock.
 */
export function progressReporter(
  report: (percent: number) => void,
  now: () => number = () => performance.now(),
): (sent: number, total: number) => void {
  let reported: number | undefined;
  let reportedAt = -Infinity;
  return (sent, total) => {
    const percent = progressPercent(sent, total);
    if (percent === reported) return;
    const at = now();
    if (percent < 100 && at - reportedAt < PROGRESS_REPORT_INTERVAL_MS) return;
    reported = percent;
    reportedAt = at;
    report(percent);
  };
}
