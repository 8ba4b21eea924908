import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema';
import { AppError } from '../../src/http/app-error';
import { hashRequest } from '../../src/modules/idempotency/request-hash';
import * as idempotency from '../../src/modules/idempotency/idempotent';
import { sendOutcome } from '../../src/modules/idempotency/send-outcome';
import { createTestApp, type TestApp } from '../helpers/test-app';

type TestBody = { value: string; fail?: 'app' | 'crash' };

describe('an idempotent write through a route', () => {
  let testApp: TestApp;
  let runs = 0;
  /** While set, every run waits for it: lets a test hold the first request "in progress". */
  let gate: Promise<void> | undefined;

  beforeAll(async () => {
    testApp = await createTestApp({
      addRoutes(app) {
        app.post('/test/idempotent', async (request, reply) => {
          const body = request.body as TestBody;
          const claim = idempotency.claimOf(request, 'test', body);
          const { db } = app.deps.database;
          const answer = await db.transaction(async (tx) => {
            if (!(await idempotency.claimKey(tx, claim, app.deps.now()))) return undefined;
            runs += 1;
            const run = runs;
            await gate;
            // Written in the run's transaction: a failing run must leave it out.
            await tx.insert(idempotencyKeys).values({
              scope: 'test-run',
              key: `${claim.key}-${run}`,
              requestHash: 'run',
              createdAt: app.deps.now(),
            });
            if (body.fail === 'app') throw new AppError('not_found');
            if (body.fail === 'crash') throw new Error('boom');
            return idempotency.saveAnswer(tx, claim, 201, { run, value: body.value });
          });
          return sendOutcome(reply, answer ?? (await idempotency.savedAnswer(db, claim)));
        });
      },
    });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    runs = 0;
    gate = undefined;
  });

  const post = (key: string | undefined, body: TestBody) =>
    testApp.app.inject({
      method: 'POST',
      url: '/test/idempotent',
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: body,
    });

  it('replays the first answer, status and body, for the same key and data', async () => {
    const key = randomUUID();
    const first = await post(key, { value: 'a' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ run: 1, value: 'a' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post(key, { value: 'a' });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(1);
  });

  it('hashes the data canonically: key order and whitespace do not matter', async () => {
    const key = randomUUID();
    await post(key, { value: 'a', fail: undefined });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/test/idempotent',
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{ "value": "a" }',
    });
    expect(again.statusCode).toBe(201);
    expect(runs).toBe(1);
    expect(hashRequest({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      hashRequest({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(hashRequest({ a: [1, 2] })).not.toBe(hashRequest({ a: [2, 1] }));
  });

  it('refuses the same key with other data: 409 idempotency_conflict', async () => {
    const key = randomUUID();
    await post(key, { value: 'a' });
    const other = await post(key, { value: 'b' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: { code: 'idempotency_conflict', message: errorMessages.idempotency_conflict },
    });
    expect(runs).toBe(1);
  });

  it('keeps scopes and keys apart', async () => {
    await post('key-one-aaaa', { value: 'a' });
    expect((await post('key-two-aaaa', { value: 'a' })).json()).toEqual({ run: 2, value: 'a' });
  });

  it('runs once for concurrent duplicates, and every answer is the first one', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(key, { value: 'concurrent' })),
    );
    expect(runs).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ run: 1, value: 'concurrent' });
    }
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(4);
  });

  it('holds a duplicate until the first run ends, however long, then replays its answer', async () => {
    const key = randomUUID();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = post(key, { value: 'slow' });
    await waitUntil(() => runs === 1);
    let duplicateAnswered = false;
    const duplicate = post(key, { value: 'slow' }).finally(() => (duplicateAnswered = true));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(duplicateAnswered).toBe(false);
    open();
    expect((await first).statusCode).toBe(201);
    const replay = await duplicate;
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ run: 1, value: 'slow' });
    expect(runs).toBe(1);
  });

  it('keeps no claim and nothing of a run that fails, so a retry runs again', async () => {
    const key = randomUUID();
    expect((await post(key, { value: 'x', fail: 'app' })).statusCode).toBe(404);
    expect((await post(key, { value: 'x', fail: 'crash' })).statusCode).toBe(500);
    const retry = await post(key, { value: 'x' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ run: 3, value: 'x' });
    expect(runs).toBe(3);
    const written = await testApp.deps.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, `${key}-%`));
    expect(written.map((row) => row.key)).toEqual([`${key}-3`]);
  });

  it('forgets a key after 24 hours: the same key then counts as new, even with other data', async () => {
    const key = randomUUID();
    await post(key, { value: 'day-one' });
    testApp.advanceTime(idempotency.IDEMPOTENCY_KEY_TTL_MS - 60_000);
    expect((await post(key, { value: 'day-one' })).headers['idempotent-replayed']).toBe('true');
    expect((await post(key, { value: 'day-two' })).statusCode).toBe(409);

    testApp.advanceTime(2 * 60_000);
    const later = await post(key, { value: 'day-two' });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual({ run: 2, value: 'day-two' });
  });

  it('takes over a claim left without an answer (by the version that claimed before the work)', async () => {
    const key = randomUUID();
    await testApp.deps.database.db.insert(idempotencyKeys).values({
      scope: 'test',
      key,
      requestHash: hashRequest({ value: 'lost' }),
      createdAt: testApp.deps.now(),
    });
    const retry = await post(key, { value: 'lost' });
    expect(retry.statusCode).toBe(201);
    expect(runs).toBe(1);
  });

  it('requires a well-formed Idempotency-Key header', async () => {
    for (const key of [undefined, '', 'short', 'has space in it', 'x'.repeat(129), 'ünïcödé-key']) {
      const response = await post(key, { value: 'a' });
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'idempotency_key_invalid',
        message: errorMessages.idempotency_key_invalid,
      });
    }
    expect(runs).toBe(0);
    expect((await post('Ab_-1234', { value: 'a' })).statusCode).toBe(201);
    expect((await post('k'.repeat(128), { value: 'a' })).statusCode).toBe(201);
  });
});

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
