import {
  errorMessages,
  REGISTRATION_ADDRESS_RATE_LIMIT,
  REGISTRATION_PERSON_RATE_LIMIT,
} from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { rateLimits } from '../../src/db/schema';
import {
  attemptKey,
  createRegistrationLimits,
  personLimitKeys,
} from '../../src/modules/registrations/registration-limits';
import { createAppMetrics } from '../../src/lib/app-metrics';
import { openTestDatabase } from '../helpers/test-database';
import { newPerson } from './new-person';

const SECRET = 'a signing secret of the test';
const TOO_MANY = errorMessages.too_many_registration_attempts.replace('{minutes}', '10');

describe('personLimitKeys', () => {
  const budi = {
    ktpNumber: '3171011505900001',
    phone: '0812-3456-7890',
    email: 'budi@contoh.co.id',
  };

  it('names the same person however the phone and e-mail are typed', () => {
    expect(
      personLimitKeys(SECRET, {
        ...budi,
        phone: '+62 812 3456 7890',
        email: ' Budi@Contoh.CO.ID ',
      }),
    ).toEqual(personLimitKeys(SECRET, budi));
  });

  it('keeps each identifier apart, and holds none of them in clear', () => {
    const keys = personLimitKeys(SECRET, budi);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(/^registration-person:[\w-]{43}$/);
      for (const part of ['3171011505900001', '81234567890', 'budi'])
        expect(key).not.toContain(part);
    }
    const other = personLimitKeys(SECRET, { ...budi, ktpNumber: '3171015505900001' });
    expect(other[0]).not.toBe(keys[0]);
    expect(other.slice(1)).toEqual(keys.slice(1));
  });

  it('depends on the secret: another server cannot tell a NIK from its key', () => {
    expect(personLimitKeys('another secret', budi)).not.toEqual(personLimitKeys(SECRET, budi));
  });

  it('names one attempt per Idempotency-Key and person', () => {
    expect(attemptKey(SECRET, 'key-1', budi)).toBe(attemptKey(SECRET, 'key-1', budi));
    expect(attemptKey(SECRET, 'key-2', budi)).not.toBe(attemptKey(SECRET, 'key-1', budi));
    expect(attemptKey(SECRET, 'key-1', newPerson())).not.toBe(attemptKey(SECRET, 'key-1', budi));
  });
});

describe('sign-up limits', () => {
  let database: DatabaseHandle;
  const start = new Date('2026-01-01T00:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => undefined,
      (error: { code: string; message: string; retryAfterSeconds: number }) => error,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it(`takes ${REGISTRATION_PERSON_RATE_LIMIT.max} attempts of one NIK, phone or e-mail, each alone`, async () => {
    const limits = createRegistrationLimits(
      { db: database.db, metrics: createAppMetrics(false) },
      SECRET,
    );
    const { max } = REGISTRATION_PERSON_RATE_LIMIT;
    for (const shared of ['ktpNumber', 'phone', 'email'] as const) {
      const person = newPerson();
      const another = () => ({ ...newPerson(), [shared]: person[shared] });
      for (let attempt = 0; attempt < max; attempt += 1) {
        await limits.countPerson(another(), `key-${shared}-${attempt}`, at(attempt));
      }
      const refused = await refusal(limits.countPerson(another(), `key-${shared}-x`, at(max)));
      expect(refused, shared).toMatchObject({
        code: 'too_many_registration_attempts',
        message: TOO_MANY,
        retryAfterSeconds: REGISTRATION_PERSON_RATE_LIMIT.blockMinutes * 60,
      });
      // Someone else is not held up by it.
      await limits.countPerson(newPerson(), `key-${shared}-other`, at(max));
    }
  });

  it('counts a submission once however often it is retried, then blocks until the block ends', async () => {
    const limits = createRegistrationLimits(
      { db: database.db, metrics: createAppMetrics(false) },
      SECRET,
    );
    const person = newPerson();
    for (let retry = 0; retry < 20; retry += 1) await limits.countPerson(person, 'one-key', at(0));
    const { max, blockMinutes } = REGISTRATION_PERSON_RATE_LIMIT;
    for (let attempt = 1; attempt < max; attempt += 1) {
      await limits.countPerson(person, `key-${attempt}`, at(1));
    }
    expect(await refusal(limits.countPerson(person, 'key-x', at(2)))).toBeDefined();
    // Retried with its key, a refused attempt, or an earlier one, is refused while the block lasts.
    expect(await refusal(limits.countPerson(person, 'key-x', at(3)))).toBeDefined();
    expect(await refusal(limits.countPerson(person, 'one-key', at(3)))).toBeDefined();
    expect(
      await refusal(limits.countPerson(person, 'key-y', at(2 + blockMinutes - 1))),
    ).toBeDefined();
    expect(
      await refusal(limits.countPerson(person, 'key-z', at(2 + blockMinutes))),
    ).toBeUndefined();
  });

  it(`takes ${REGISTRATION_ADDRESS_RATE_LIMIT.max} requests of one address, then refuses it alone`, async () => {
    const limits = createRegistrationLimits(
      { db: database.db, metrics: createAppMetrics(false) },
      SECRET,
    );
    for (let request = 0; request < REGISTRATION_ADDRESS_RATE_LIMIT.max; request += 1) {
      await limits.countAddress('10.9.9.9', at(0));
    }
    expect(await refusal(limits.countAddress('10.9.9.9', at(1)))).toMatchObject({
      message: TOO_MANY,
      retryAfterSeconds: REGISTRATION_ADDRESS_RATE_LIMIT.blockMinutes * 60,
    });
    expect(await refusal(limits.countAddress('10.9.9.10', at(1)))).toBeUndefined();
  });

  it('stores no NIK, phone or e-mail in rate_limits', async () => {
    const limits = createRegistrationLimits(
      { db: database.db, metrics: createAppMetrics(false) },
      SECRET,
    );
    const person = newPerson();
    await limits.countPerson(person, 'stored-key', at(0));
    const stored = JSON.stringify(await database.db.select().from(rateLimits));
    expect(stored).not.toContain(person.ktpNumber);
    expect(stored).not.toContain(person.phone.replace(/-/g, '').slice(1));
    expect(stored.toLowerCase()).not.toContain(person.email.trim().toLowerCase());
  });
});
