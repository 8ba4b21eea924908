import type { OutboxRetry } from '../../config';

/**
 * When to try again after the `tries`-th failed try: doubling from the first delay up to the
 * largest, never past `retryUntil`; `null` once that has passed (the message has failed).
 */
export function nextRetryAt(
  { firstDelayMs, maxDelayMs }: OutboxRetry,
  { tries, now, retryUntil }: { tries: number; now: Date; retryUntil: Date },
): Date | null {
  if (now.getTime() >= retryUntil.getTime()) return null;
  const delay = Math.min(firstDelayMs * 2 ** Math.max(0, tries - 1), maxDelayMs);
  return new Date(Math.min(now.getTime() + delay, retryUntil.getTime()));
}
