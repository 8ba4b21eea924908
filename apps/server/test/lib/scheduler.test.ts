import { describe, expect, it } from 'vitest';
import { scheduleJob } from '../../src/lib/scheduler';
import { recordingLogger } from '../helpers/recording-logger';

describe('the scheduler', () => {
  it('runs an interval job at once and logs its duration at info level', async () => {
    const { logger, calls } = recordingLogger();
    let runs = 0;
    const timer = scheduleJob('tidy', { everySeconds: 3600 }, async () => void runs++, logger);
    await timer.stop();

    expect(runs).toBe(1);
    expect(timer.nextRun!.getTime() - Date.now()).toBeGreaterThan(3590_000);
    expect(calls).toContainEqual({
      level: 'info',
      args: [{ job: 'tidy', durationMs: expect.any(Number) }, 'job ran'],
    });
  });

  it('logs a failed run at error level with its duration', async () => {
    const { logger, calls } = recordingLogger();
    const failure = new Error('disk full');
    const timer = scheduleJob(
      'tidy',
      { everySeconds: 3600 },
      () => Promise.reject(failure),
      logger,
    );
    await timer.stop();

    expect(calls).toContainEqual({
      level: 'error',
      args: [{ err: failure, job: 'tidy', durationMs: expect.any(Number) }, 'job failed'],
    });
  });

  it('gives a cron job the minute its slot names, and never runs two at once', async () => {
    const { logger } = recordingLogger();
    const slots: Date[] = [];
    let release!: () => void;
    const timer = scheduleJob(
      'slow',
      { cron: '* * * * * *' },
      (slot) => {
        slots.push(slot);
        return new Promise<void>((resolve) => (release = resolve));
      },
      logger,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    release();
    await timer.stop();

    expect(slots).toHaveLength(1);
    expect(slots[0]!.getSeconds()).toBe(0);
    expect(slots[0]!.getMilliseconds()).toBe(0);
  });
});
