import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, rateLimits, sessions } from '../../src/db/schema';
import { deleteExpiredRows } from '../../src/modules/maintenance/cleanup-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('deleteExpiredRows', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('deletes ended sessions, stale counters and old keys, and keeps live ones', async () => {
    const { db } = testApp.deps.database;
    const now = new Date('2026-11-21T10:00:00Z');
    const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
    const user = await createUser(testApp.deps);

    await db.insert(sessions).values([
      {
        id: 'live',
        userId: user.id,
        lastSeenAt: ago(5 * MINUTE),
        expiresAt: new Date(now.getTime() + HOUR),
      },
      {
        id: 'idle',
        userId: user.id,
        lastSeenAt: ago(31 * MINUTE),
        expiresAt: new Date(now.getTime() + HOUR),
      },
      { id: 'expired', userId: user.id, lastSeenAt: ago(MINUTE), expiresAt: ago(1) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'fresh', count: 3, windowStartedAt: ago(5 * MINUTE) },
      { key: 'stale', count: 3, windowStartedAt: ago(25 * HOUR) },
      {
        key: 'still-blocked',
        count: 9,
        windowStartedAt: ago(25 * HOUR),
        blockedUntil: new Date(now.getTime() + MINUTE),
      },
    ]);
    await db.insert(idempotencyKeys).values([
      { scope: 'orders', key: 'recent', requestHash: 'h', createdAt: ago(HOUR) },
      { scope: 'orders', key: 'old', requestHash: 'h', createdAt: ago(25 * HOUR) },
    ]);

    expect(await deleteExpiredRows(db, now)).toEqual({
      sessions: 2,
      rateLimits: 1,
      idempotencyKeys: 1,
    });
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual(['live']);
    expect((await db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual([
      'fresh',
      'still-blocked',
    ]);
    expect((await db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['recent']);
  });
});
