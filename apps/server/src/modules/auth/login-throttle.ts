import { LOGIN_THROTTLE } from '@toko/contracts';
import type { Database } from '../../db/database';
import { createRateLimiter, type RateLimitDecision } from '../rate-limit/rate-limiter';

const windowSeconds = LOGIN_THROTTLE.windowMinutes * 60;
const blockSeconds = LOGIN_THROTTLE.blockMinutes * 60;

/**
 * Every attempt is counted before the password is checked (so parallel guesses cannot race
 * past the limit); a successful sign-in then clears the account's counter and gives its hit
 * back to the IP, so in effect only failures count.
 */
export function createLoginThrottle(db: Database) {
  const perAccount = createRateLimiter(db, {
    max: LOGIN_THROTTLE.maxFailuresPerAccount,
    windowSeconds,
    blockSeconds,
  });
  const perIp = createRateLimiter(db, {
    max: LOGIN_THROTTLE.maxFailuresPerIp,
    windowSeconds,
    blockSeconds,
  });
  const accountKey = (email: string) => `login:account:${email}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;

  return {
    async attempt(email: string, ip: string, now: Date): Promise<RateLimitDecision> {
      const [account, address] = await Promise.all([
        perAccount.consume(accountKey(email), now),
        perIp.consume(ipKey(ip), now),
      ]);
      if (account.allowed && address.allowed) return { allowed: true };
      const retryAfterSeconds = Math.max(
        account.allowed ? 0 : account.retryAfterSeconds,
        address.allowed ? 0 : address.retryAfterSeconds,
      );
      return { allowed: false, retryAfterSeconds };
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([perAccount.reset(accountKey(email)), perIp.refund(ipKey(ip))]);
    },
  };
}
