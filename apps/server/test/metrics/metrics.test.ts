import { randomUUID } from 'node:crypto';
import { ORDER_SUMMARY_RATE_LIMIT, orderSummaryPath } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBackupRun, finishBackupRun } from '../../src/modules/backup/backup-runs-repository';
import { insertOutboxMessages } from '../../src/modules/notifications/outbox-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { METRICS_TOKEN, sampleOf, scrape } from './scrape';

const ALLOWED_ADDRESS = '192.0.2.10';

/** What a path that does not exist answers: `/metrics` must answer the same when refused. */
async function missingPathAnswer(testApp: TestApp) {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics-that-is-not-here' });
  return { status: response.statusCode, body: response.body };
}

describe('GET /metrics with neither METRICS_TOKEN nor METRICS_ALLOW', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers as a path that does not exist, token or not', async () => {
    const missing = await missingPathAnswer(testApp);
    expect(missing.status).toBe(404);
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect({ status: response.statusCode, body: response.body }).toEqual(missing);
    }
  });
});

describe('GET /metrics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: { metrics: { token: METRICS_TOKEN, allow: [ALLOWED_ADDRESS, '198.51.100.0/24'] } },
    });
  });
  afterAll(() => testApp.close());

  it('answers 404, as a path that does not exist, without the token or an allowed address', async () => {
    const missing = await missingPathAnswer(testApp);
    for (const [label, headers, remoteAddress] of [
      ['no token', {}, '203.0.113.5'],
      ['wrong token', { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` }, '203.0.113.5'],
      ['token not as a bearer', { authorization: METRICS_TOKEN }, '203.0.113.5'],
      // Without TRUST_PROXY a client cannot name its own address.
      ['forwarded address', { 'x-forwarded-for': ALLOWED_ADDRESS }, '203.0.113.5'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers,
        remoteAddress,
      });
      expect({ status: response.statusCode, body: response.body }, label).toEqual(missing);
    }
  });

  it('answers the bearer of the token and the allowed addresses, in a format Prometheus parses', async () => {
    const { families } = await scrape(testApp);
    const names = families.map((family) => family.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'toko_http_request_duration_seconds',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'toko_outbox_messages',
        'toko_outbox_oldest_pending_age_seconds',
        'toko_backup_last_success_timestamp_seconds',
        'toko_backup_last_failure_timestamp_seconds',
        'toko_uploads_in_flight',
        'toko_upload_received_bytes_total',
        'toko_upload_disk_free_bytes',
        'toko_rate_limit_refusals_total',
        'toko_sessions_active',
        'toko_sign_in_failures_total',
      ]),
    );
    expect(sampleOf(families, 'toko_upload_disk_free_bytes')).toBeGreaterThan(0);
    const pool = sampleOf(families, 'toko_db_pool_connections', { state: 'total' });
    // The embedded database is one connection in the process: no pool to report.
    if (testApp.deps.database.kind === 'postgres') expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
    for (const remoteAddress of [ALLOWED_ADDRESS, '198.51.100.77']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });

  it('labels a request by its route pattern, never by its URL', async () => {
    const id = randomUUID();
    await testApp.app.inject({ method: 'GET', url: orderSummaryPath(id) });
    await testApp.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    const { text, families } = await scrape(testApp);
    expect(families.map((family) => family.name)).toContain('toko_http_request_duration_seconds');
    // The parser keeps no labels of a histogram's samples: its count lines are read as sent.
    expect(text).toMatch(
      /^toko_http_request_duration_seconds_count\{route="\/api\/orders\/:id\/summary",method="GET",status="404"\} 1$/m,
    );
    expect(text).toMatch(/^toko_http_request_duration_seconds_count\{route="unmatched",/m);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
  });

  it('counts a failed sign-in without its e-mail, and the sessions signed in', async () => {
    const before = await scrape(testApp);
    const email = `gagal-${randomUUID().slice(0, 8)}@example.com`;
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password at all' },
    });
    expect(failed.statusCode).toBe(401);
    const user = await createUser(testApp.deps);
    await loginAs(testApp.app, user);

    const after = await scrape(testApp);
    const failures = (scraped: typeof before) =>
      sampleOf(scraped.families, 'toko_sign_in_failures_total') ?? 0;
    expect(failures(after) - failures(before)).toBe(1);
    expect(sampleOf(after.families, 'toko_sessions_active')).toBeGreaterThanOrEqual(1);
    for (const personal of [email, email.split('@')[0]!, user.email]) {
      expect(after.text).not.toContain(personal);
    }
  });

  it('reports the outbox: pending, failed, and the age of the oldest pending message', async () => {
    const createdAt = new Date(testApp.deps.now().getTime() - 120_000);
    await testApp.deps.database.db.transaction((tx) =>
      insertOutboxMessages(
        tx,
        [
          {
            kind: 'registration.submitted.agent',
            channel: 'email',
            recipient: 'agen-metrik@example.com',
            reference: 'REG-20261128-METRIK',
            payload: { code: 'REG-20261128-METRIK' },
          },
        ],
        { now: createdAt, retryForMs: 60_000 },
      ),
    );
    const { text, families } = await scrape(testApp);
    expect(sampleOf(families, 'toko_outbox_messages', { status: 'pending' })).toBe(1);
    expect(sampleOf(families, 'toko_outbox_messages', { status: 'failed' })).toBe(0);
    expect(sampleOf(families, 'toko_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      120,
    );
    expect(text).not.toContain('agen-metrik');
  });

  it('reports when a backup last succeeded and last failed', async () => {
    const db = testApp.deps.database.db;
    const okAt = new Date('2026-11-27T19:00:00Z');
    const failedAt = new Date('2026-11-28T19:00:00Z');
    await finishBackupRun(db, (await claimBackupRun(db, okAt))!, okAt, {
      status: 'ok',
      sizeBytes: 1,
      fileName: 'toko-backup.tar.enc',
    });
    await finishBackupRun(db, (await claimBackupRun(db, failedAt))!, failedAt, {
      status: 'failed',
      error: 'disk full',
    });
    const { families } = await scrape(testApp);
    expect(sampleOf(families, 'toko_backup_last_success_timestamp_seconds')).toBe(
      okAt.getTime() / 1000,
    );
    expect(sampleOf(families, 'toko_backup_last_failure_timestamp_seconds')).toBe(
      failedAt.getTime() / 1000,
    );
  });

  it('counts a rate limiter refusal by the limiter name', async () => {
    const remoteAddress = '203.0.113.44';
    const read = () =>
      testApp.app.inject({ method: 'GET', url: orderSummaryPath(randomUUID()), remoteAddress });
    for (let hit = 0; hit < ORDER_SUMMARY_RATE_LIMIT.max; hit += 1) {
      expect((await read()).statusCode).toBe(404);
    }
    expect((await read()).statusCode).toBe(429);
    const { text, families } = await scrape(testApp);
    expect(sampleOf(families, 'toko_rate_limit_refusals_total', { limiter: 'order-summary' })).toBe(
      1,
    );
    expect(text).not.toContain(remoteAddress);
  });
});

describe('GET /metrics behind a trusted proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: { trustProxy: 1, metrics: { allow: [ALLOWED_ADDRESS] } },
    });
  });
  afterAll(() => testApp.close());

  it('reads the client address as the app does: the entry the proxy added', async () => {
    const through = (forwardedFor: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await through(ALLOWED_ADDRESS)).statusCode).toBe(200);
    // A client naming the allowed address before its own is still itself.
    expect((await through(`${ALLOWED_ADDRESS}, 203.0.113.9`)).statusCode).toBe(404);
  });
});
