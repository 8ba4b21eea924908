import { describe, expect, it } from 'vitest';
import { databaseProbe } from '../../src/modules/health/database-probe';

/** A probe on a clock the test moves, over a ping the test makes succeed or fail. */
function probeWith(results: boolean[]) {
  let now = 0;
  let pings = 0;
  const probe = databaseProbe({
    ping: async () => {
      pings += 1;
      if (!results.shift()) throw new Error('down');
    },
    onDown: () => {},
    freshMs: 1000,
    clock: () => now,
  });
  return {
    probe,
    pings: () => pings,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('databaseProbe', () => {
  it('shares one ping between checks that arrive together', async () => {
    const { probe, pings } = probeWith([true]);
    expect(await Promise.all([probe.isUp(), probe.isUp(), probe.isUp()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(pings()).toBe(1);
  });

  it('keeps a success for a second, refreshing it in the background in its second half', async () => {
    const { probe, pings, wait } = probeWith([true, false, true]);
    await probe.isUp();
    wait(400);
    expect([await probe.isUp(), pings()]).toEqual([true, 1]);
    wait(200);
    // Answered from the kept success; the background ping finds the database down.
    expect(await probe.isUp()).toBe(true);
    await Promise.resolve();
    expect(pings()).toBe(2);
    // A failure is not kept: the next check asks again, and sees the recovery at once.
    expect([await probe.isUp(), pings()]).toEqual([true, 3]);
  });

  it('waits for a ping once the success is a second old', async () => {
    const { probe, pings, wait } = probeWith([true, false]);
    await probe.isUp();
    wait(1000);
    expect([await probe.isUp(), pings()]).toEqual([false, 2]);
  });
});
