import { UPLOAD_BYTE_BUDGET, UPLOAD_BYTE_BUDGET_UNIT_BYTES } from '@toko/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { createRateLimiter, rateLimitDepsOf, ruleOf } from '../rate-limit/rate-limiter';

/** The budget's counter of one client address. */
export const uploadBudgetKey = (ip: string) => `upload-bytes:${ip}`;

/**
 * The bytes of uploads a client address may send (UPLOAD_BYTE_BUDGET), counted by the rate
 * limiter as they are received; once spent, the address's next upload request gets 429 until the
 * block ends. Bytes on their way are not cut off: at most one request's (10 MiB) past the budget.
 */
export function createUploadByteBudget(deps: Pick<AppDeps, 'database' | 'metrics' | 'now'>) {
  const limiter = createRateLimiter(
    rateLimitDepsOf(deps),
    'upload-bytes',
    ruleOf(UPLOAD_BYTE_BUDGET),
  );
  return {
    async assertLeft(ip: string): Promise<void> {
      const decision = await limiter.check(uploadBudgetKey(ip), deps.now());
      if (!decision.allowed) {
        throw new AppError('too_many_requests', { retryAfterSeconds: decision.retryAfterSeconds });
      }
    },
    async spend(ip: string, bytes: number): Promise<void> {
      if (bytes === 0) return;
      const units = Math.ceil(bytes / UPLOAD_BYTE_BUDGET_UNIT_BYTES);
      await limiter.record(uploadBudgetKey(ip), deps.now(), units);
    },
  };
}
