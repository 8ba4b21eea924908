import { SHOP_TIME_ZONE } from '@toko/contracts';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/** When a job runs: a cron pattern in shop time, or at start and then every `everySeconds`. */
export type Schedule = { cron: string } | { everySeconds: number };

/**
 * A job given its slot: for a cron, the minute the cron named, the same on every instance
 * whatever its delay, so a job that must run on one instance can claim it.
 */
export type ScheduledJob = (slot: Date) => Promise<unknown>;

export type ScheduledTimer = { nextRun: Date | null; stop: () => Promise<void> };

/**
 * Runs `job` on `schedule` with croner, never two runs of it at once, and logs each run's
 * duration at info level. `stop` waits for a run in progress.
 */
export function scheduleJob(
  name: string,
  schedule: Schedule,
  job: ScheduledJob,
  log: FastifyBaseLogger,
): ScheduledTimer {
  let running: Promise<void> | undefined;
  const run = (slot: Date) => {
    const startedAt = performance.now();
    const durationMs = () => Math.round(performance.now() - startedAt);
    running ??= job(slot)
      .then(
        () => log.info({ job: name, durationMs: durationMs() }, 'job ran'),
        (error: unknown) =>
          log.error({ err: error, job: name, durationMs: durationMs() }, 'job failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const cron =
    'cron' in schedule
      ? new Cron(schedule.cron, { timezone: SHOP_TIME_ZONE, protect: true }, (self: Cron) => {
          const slot = self.currentRun() ?? new Date();
          slot.setSeconds(0, 0);
          return run(slot);
        })
      : startEvery(schedule.everySeconds, run);
  return {
    nextRun: cron.nextRun(),
    stop: async () => {
      cron.stop();
      await running;
    },
  };
}

/** Runs once right away (without holding up the caller), then every `seconds`. */
function startEvery(seconds: number, run: (slot: Date) => Promise<void>): Cron {
  void run(new Date());
  return new Cron(
    '* * * * * *',
    { interval: seconds, startAt: new Date(Date.now() + seconds * 1000), protect: true },
    () => run(new Date()),
  );
}
