import { createHmac } from 'node:crypto';
import {
  errorMessages,
  REGISTRATION_ADDRESS_RATE_LIMIT,
  REGISTRATION_PERSON_RATE_LIMIT,
  toIndonesianE164,
  type RateLimit,
} from '@toko/contracts';
import { AppError } from '../../http/app-error';
import {
  createRateLimiter,
  firstInWindow,
  ruleOf,
  type RateLimitDeps,
} from '../rate-limit/rate-limiter';

/** Who a sign-up is for, as the sign-up limit counts them. */
export type SignUpPerson = { ktpNumber: string; phone: string; email: string };

/** Labelled, so no other use of the signing secret (e.g. a draft token) makes the same HMAC. */
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`registration-limit:v1\n${text}`).digest('base64url');

/** The NIK, the phone in E.164 and the lower-cased e-mail: the same person however typed. */
function identifiersOf(person: SignUpPerson): string[] {
  const phone = toIndonesianE164(person.phone) ?? person.phone.trim();
  return [
    `nik:${person.ktpNumber}`,
    `phone:${phone}`,
    `email:${person.email.trim().toLowerCase()}`,
  ];
}

/**
 * The person's three `rate_limits` keys, one per identifier, each an HMAC with the server's
 * signing secret: the table never holds a NIK, phone or e-mail in clear.
 */
export function personLimitKeys(secret: string, person: SignUpPerson): string[] {
  return identifiersOf(person).map((id) => `registration-person:${hmac(secret, id)}`);
}

/** One submission of the person (its Idempotency-Key), counted once however often it is retried. */
export function attemptKey(secret: string, idempotencyKey: string, person: SignUpPerson): string {
  const text = [`attempt:${idempotencyKey}`, ...identifiersOf(person)].join('\n');
  return `registration-attempt:${hmac(secret, text)}`;
}

function tooMany(limit: RateLimit, retryAfterSeconds: number): AppError {
  return new AppError('too_many_registration_attempts', {
    message: errorMessages.too_many_registration_attempts.replace(
      '{minutes}',
      String(limit.blockMinutes),
    ),
    retryAfterSeconds,
  });
}

/**
 * docs/product.md, "Rate limits": what abuse of the sign-up looks like. One address sending far
 * more than a room of agents would, and one person (NIK, phone or e-mail) tried again and again.
 */
export function createRegistrationLimits(limitDeps: RateLimitDeps, secret: string) {
  const { db } = limitDeps;
  const perAddress = createRateLimiter(
    limitDeps,
    'registration-address',
    ruleOf(REGISTRATION_ADDRESS_RATE_LIMIT),
  );
  const personRule = ruleOf(REGISTRATION_PERSON_RATE_LIMIT);
  const perPerson = createRateLimiter(limitDeps, 'registration-person', personRule);
  return {
    /** Counts every request of the address, before its body is read. */
    async countAddress(ip: string, now: Date): Promise<void> {
      await perAddress.enforce(`registration:${ip}`, now, (retryAfterSeconds) =>
        tooMany(REGISTRATION_ADDRESS_RATE_LIMIT, retryAfterSeconds),
      );
    },
    /**
     * Counts a valid sign-up's attempt against each of its person's identifiers; a retry of an
     * attempt already counted is refused only while the person is blocked.
     */
    async countPerson(person: SignUpPerson, idempotencyKey: string, now: Date): Promise<void> {
      const attempt = attemptKey(secret, idempotencyKey, person);
      const counted = await firstInWindow(db, attempt, personRule.windowSeconds, now);
      const decisions = await Promise.all(
        personLimitKeys(secret, person).map((key) =>
          counted ? perPerson.consume(key, now) : perPerson.check(key, now),
        ),
      );
      const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfterSeconds]));
      if (waits.length > 0) throw tooMany(REGISTRATION_PERSON_RATE_LIMIT, Math.max(...waits));
    },
  };
}

export type RegistrationLimits = ReturnType<typeof createRegistrationLimits>;
