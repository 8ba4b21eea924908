/**
 * Waits for all of `work`, begun together, and throws the first failure in the order given, not
 * the first in time: which refusal a request gets does not depend on which check answered first.
 */
export async function allInOrder(work: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
