import { BACKUP_STALE_HOURS } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBackupRun, finishBackupRun } from '../../src/modules/backup/backup-runs-repository';
import { loadConfig } from '../../src/config';
import { HOUR_MS } from '../../src/lib/durations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { TEST_BACKUP_KEY } from '../helpers/backup-key';

describe('dashboard backup status: GET /api/admin/stats/backup', () => {
  let unconfigured: TestApp;
  let configured: TestApp;
  let cookies: { unconfigured: string; configured: string };

  beforeAll(async () => {
    unconfigured = await createTestApp();
    const backup = loadConfig({
      BACKUP_DIR: unconfigured.deps.config.dataDir,
      BACKUP_KEY: TEST_BACKUP_KEY,
    }).backup;
    configured = await createTestApp({ config: { backup } });
    cookies = {
      unconfigured: await loginAs(unconfigured.app, await createUser(unconfigured.deps)),
      configured: await loginAs(configured.app, await createUser(configured.deps)),
    };
  });
  afterAll(async () => {
    await unconfigured.close();
    await configured.close();
  });

  const status = async (testApp: TestApp, cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats/backup',
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 without a session', async () => {
    expect((await status(unconfigured)).statusCode).toBe(401);
  });

  it('warns that backups are not configured', async () => {
    const response = await status(unconfigured, cookies.unconfigured);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, last: null, warning: 'not_configured' });
  });

  it(`warns when no backup succeeded in ${BACKUP_STALE_HOURS} hours, and shows the last one`, async () => {
    expect((await status(configured, cookies.configured)).json()).toMatchObject({
      warning: 'stale',
      last: null,
    });

    const { db } = configured.deps.database;
    const now = configured.deps.now().getTime();
    const old = new Date(now - (BACKUP_STALE_HOURS + 1) * HOUR_MS);
    const oldRun = await claimBackupRun(db, old);
    await finishBackupRun(db, oldRun ?? '', old, {
      status: 'ok',
      sizeBytes: 1234,
      fileName: 'a.backup',
    });
    const failedAt = new Date(now - HOUR_MS);
    const failedRun = await claimBackupRun(db, failedAt);
    await finishBackupRun(db, failedRun ?? '', failedAt, { status: 'failed', error: 'disk full' });
    expect((await status(configured, cookies.configured)).json()).toEqual({
      configured: true,
      last: { at: failedAt.toISOString(), status: 'failed', sizeBytes: null },
      warning: 'stale',
    });

    const okAt = new Date(now - 2 * HOUR_MS + 1);
    const okRun = await claimBackupRun(db, okAt);
    await finishBackupRun(db, okRun ?? '', okAt, {
      status: 'ok',
      sizeBytes: 5678,
      fileName: 'b.backup',
    });
    expect((await status(configured, cookies.configured)).json()).toMatchObject({
      warning: null,
      last: { status: 'failed' },
    });
  });
});
