import { randomBytes } from 'node:crypto';
import { errorMessages } from '@toko/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/open-postgres';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

const url = process.env.DATABASE_URL;
const unavailable = {
  error: { code: 'service_unavailable', message: errorMessages.service_unavailable },
};

describe.runIf(url)('a PostgreSQL database that refuses new connections', () => {
  // A throwaway database of this test's own: refusing connections is a database-wide setting.
  const name = `toko_refusing_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${name}`;
    testApp = await createTestApp({
      database: await openPostgres({ url: databaseUrl.toString(), onPoolError: () => {} }),
    });
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
  });
  afterAll(async () => {
    await testApp?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  const adminList = () =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } });
  const summary = () =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/registrations/00000000-0000-4000-8000-000000000000/summary',
    });

  async function allowConnections(allowed: boolean) {
    await admin.query(`alter database "${name}" allow_connections ${allowed}`);
    if (!allowed) {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
    }
  }

  it('answers 503 with the Indonesian message on admin and public routes, then recovers', async () => {
    expect((await adminList()).statusCode).toBe(200);

    await allowConnections(false);
    for (const response of [await adminList(), await summary(), await adminList()]) {
      expect([response.statusCode, response.json()]).toEqual([503, unavailable]);
    }
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await allowConnections(true);
    expect((await adminList()).statusCode).toBe(200);
    expect((await summary()).statusCode).toBe(404);
  });
});
