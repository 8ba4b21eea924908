import { LOGIN_THROTTLE } from '@toko/contracts';
import type { LimiterName } from '../../lib/app-metrics';
import {
  createRateLimiter,
  ruleOf,
  type RateLimitDecision,
  type RateLimitDeps,
} from '../rate-limit/rate-limiter';

type ThrottleRule = { maxFailures: number; windowMinutes: number; blockMinutes: number };

function limiterFor(limitDeps: RateLimitDeps, name: LimiterName, rule: ThrottleRule) {
  return createRateLimiter(limitDeps, name, ruleOf({ ...rule, max: rule.maxFailures }));
}

/**
 * Three counters (LOGIN_THROTTLE): account-and-IP, IP, account. Every attempt is counted before
 * the password is checked, so parallel guesses cannot race past a limit; a success then takes
 * its hit back, so in effect only failures count. Two-factor codes have counters of their own
 * (`scope`), with the same rules: a right password must not wipe the count of wrong codes.
 */
export function createLoginThrottle(
  limitDeps: RateLimitDeps,
  scope: 'login' | 'two-factor' = 'login',
) {
  const perAccountAndIp = limiterFor(limitDeps, `${scope}-pair`, LOGIN_THROTTLE.perAccountAndIp);
  const perIp = limiterFor(limitDeps, `${scope}-ip`, LOGIN_THROTTLE.perIp);
  const perAccount = limiterFor(limitDeps, `${scope}-account`, LOGIN_THROTTLE.perAccount);
  // An IP never contains '/', so the first one separates it from the (free-form) email.
  const pairKey = (email: string, ip: string) => `${scope}:pair:${ip}/${email}`;
  const ipKey = (ip: string) => `${scope}:ip:${ip}`;
  const accountKey = (email: string) => `${scope}:account:${email}`;

  return {
    /**
     * Narrowest counter first, stopping at the first refusal: attempts an IP makes while it is
     * blocked never reach the account counter, so one attacker cannot run it up to the cap.
     */
    async attempt(email: string, ip: string, now: Date): Promise<RateLimitDecision> {
      const counters = [
        () => perAccountAndIp.consume(pairKey(email, ip), now),
        () => perIp.consume(ipKey(ip), now),
        () => perAccount.consume(accountKey(email), now),
      ];
      for (const consume of counters) {
        const decision = await consume();
        if (!decision.allowed) return decision;
      }
      return { allowed: true };
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([
        perAccountAndIp.reset(pairKey(email, ip)),
        perIp.refund(ipKey(ip)),
        perAccount.refund(accountKey(email)),
      ]);
    },
  };
}
