import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { allInOrder } from '../../src/lib/all-in-order';

const failsAfter = async (ms: number, message: string) => {
  await sleep(ms);
  throw new Error(message);
};

describe('checks begun together', () => {
  it('throw the first failure in the order given, whichever failed first', async () => {
    await expect(allInOrder([failsAfter(20, 'budget'), failsAfter(0, 'disk')])).rejects.toThrow(
      'budget',
    );
  });

  it('are all awaited, even after one failed', async () => {
    let finished = false;
    const slow = sleep(20).then(() => (finished = true));
    await expect(allInOrder([failsAfter(0, 'budget'), slow])).rejects.toThrow('budget');
    expect(finished).toBe(true);
  });

  it('resolve once all passed', async () => {
    await expect(allInOrder([sleep(5), Promise.resolve(1)])).resolves.toBeUndefined();
  });
});
