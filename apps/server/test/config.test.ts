import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { reportFigure } from './helpers/report-figure';
import { TEST_BACKUP_KEY } from './helpers/backup-key';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, embedded database and disk files', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', S3_BUCKET: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' });
    expect(problems.some((line) => line.startsWith('PORT:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('PUBLIC_URL:'))).toBe(true);
  });

  it("keeps deleted rows' personal data RETENTION_DAYS days, 30 unless set", () => {
    const days = [
      loadConfig({}),
      loadConfig({ RETENTION_DAYS: '' }),
      loadConfig({ RETENTION_DAYS: '90' }),
    ];
    reportFigure(
      `retention days: default ${days[0]!.retentionDays}, '90' → ${days[2]!.retentionDays}`,
    );
    expect(days.map((config) => config.retentionDays)).toEqual([30, 30, 90]);
    expect(problemsOf({ RETENTION_DAYS: '0' })[0]).toMatch(/^RETENTION_DAYS:/);
    expect(problemsOf({ RETENTION_DAYS: '7.5' })[0]).toMatch(/^RETENTION_DAYS:/);
  });

  it('gives a shutdown 30 s of grace and no drain unless set; the drain fits in the grace', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceSeconds: 30, drainSeconds: 0 });
    expect(
      loadConfig({ SHUTDOWN_GRACE_SECONDS: '60', SHUTDOWN_DRAIN_SECONDS: '10' }).shutdown,
    ).toEqual({ graceSeconds: 60, drainSeconds: 10 });
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '0' })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS:/);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: 'soon' })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS:/);
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '30' })[0]).toMatch(
      /^SHUTDOWN_DRAIN_SECONDS: must be less than SHUTDOWN_GRACE_SECONDS \(30\)/,
    );
  });

  it('schedules backups at 02:00 shop time once BACKUP_DIR is set, and only with BACKUP_KEY', () => {
    const key = TEST_BACKUP_KEY;
    expect(loadConfig({}).backup).toEqual({ target: { kind: 'dir', dir: './backups' }, keep: 7 });
    expect(loadConfig({ BACKUP_KEY: key }).backup.schedule).toBeUndefined();
    expect(loadConfig({ BACKUP_KEY: key, BACKUP_DIR: '/srv/backups' }).backup).toEqual({
      key,
      target: { kind: 'dir', dir: '/srv/backups' },
      schedule: '0 2 * * *',
      keep: 7,
    });
    const custom = loadConfig({ BACKUP_KEY: key, BACKUP_SCHEDULE: '30 1 * * 0', BACKUP_KEEP: '4' });
    expect(custom.backup).toMatchObject({
      schedule: '30 1 * * 0',
      keep: 4,
      target: { kind: 'dir', dir: './backups' },
    });

    expect(problemsOf({ BACKUP_DIR: '/srv/backups' })[0]).toMatch(/^BACKUP_KEY: required/);
    expect(problemsOf({ BACKUP_KEY: 'short' })[0]).toMatch(/^BACKUP_KEY: must be at least 32/);
    expect(problemsOf({ BACKUP_KEY: key, BACKUP_SCHEDULE: 'every day' })[0]).toMatch(
      /^BACKUP_SCHEDULE: must be a cron expression/,
    );
    expect(problemsOf({ BACKUP_KEEP: '0' })[0]).toMatch(/^BACKUP_KEEP:/);
  });

  it('takes an S3 prefix as the backup target, through the S3_* connection', () => {
    const key = TEST_BACKUP_KEY;
    const s3 = {
      S3_BUCKET: 'files',
      S3_REGION: 'ap-southeast-3',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    const daily = loadConfig({
      ...s3,
      BACKUP_KEY: key,
      BACKUP_S3_PREFIX: 's3://toko-backups/daily',
    });
    expect(daily.backup).toEqual({
      key,
      target: { kind: 's3', bucket: 'toko-backups', prefix: 'daily/' },
      schedule: '0 2 * * *',
      keep: 7,
    });
    expect(
      loadConfig({ ...s3, BACKUP_KEY: key, BACKUP_S3_PREFIX: 's3://toko-backups' }).backup.target,
    ).toEqual({ kind: 's3', bucket: 'toko-backups', prefix: '' });

    expect(problemsOf({ ...s3, BACKUP_S3_PREFIX: 's3://toko-backups/daily/' })).toEqual([
      expect.stringMatching(/^BACKUP_KEY: required for scheduled backups/),
    ]);
    expect(problemsOf({ BACKUP_KEY: key, BACKUP_S3_PREFIX: 's3://toko-backups/' })).toEqual([
      expect.stringMatching(/^BACKUP_S3_PREFIX: needs the S3_\* settings/),
    ]);
    expect(
      problemsOf({ ...s3, BACKUP_KEY: key, BACKUP_S3_PREFIX: 's3://toko/x', BACKUP_DIR: '/srv' }),
    ).toEqual([
      expect.stringMatching(/^BACKUP_S3_PREFIX: set BACKUP_DIR or BACKUP_S3_PREFIX, not both/),
    ]);
    for (const bad of ['/srv/backups', 's3://', 's3://Toko/x', 's3://toko-backups//x']) {
      expect(problemsOf({ ...s3, BACKUP_KEY: key, BACKUP_S3_PREFIX: bad })[0]).toMatch(
        /^BACKUP_S3_PREFIX: must be s3:\/\/bucket\/key/,
      );
    }
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
  });

  it('requires the whole S3 set once any S3 variable is given', () => {
    const problems = problemsOf({ S3_BUCKET: 'files' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^S3_REGION:/),
        expect.stringMatching(/^S3_ACCESS_KEY_ID:/),
        expect.stringMatching(/^S3_SECRET_ACCESS_KEY:/),
      ]),
    );
  });

  it('builds the S3 settings, path-style when an endpoint is given', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_REGION: 'ap-southeast-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      region: 'ap-southeast-3',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, and a strong enough password', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@toko.id' })[0]).toMatch(/^ADMIN_PASSWORD:/);
    expect(problemsOf({ ADMIN_PASSWORD: 'a-long-password-1' })[0]).toMatch(/^ADMIN_EMAIL:/);
    expect(problemsOf({ ADMIN_EMAIL: 'boss@toko.id', ADMIN_PASSWORD: 'short' })[0]).toMatch(
      /^ADMIN_PASSWORD:/,
    );
    expect(
      loadConfig({ ADMIN_EMAIL: 'Boss@Toko.id', ADMIN_PASSWORD: 'a-long-password-1' }).admin,
    ).toEqual({ email: 'boss@toko.id', password: 'a-long-password-1' });
  });

  it('reads the notification settings: SMTP with its sender, the shop addresses, a signed webhook', () => {
    expect(loadConfig({}).notify).toMatchObject({ smtp: undefined, webhook: undefined });
    expect(loadConfig({}).notify.shopEmails).toBeUndefined();
    const secret = 'w'.repeat(32);
    const notify = loadConfig({
      SMTP_URL: 'smtps://toko:rahasia@smtp.example.com:465',
      MAIL_FROM: 'Toko EDC <toko@tokoedc.id>',
      NOTIFY_EMAILS: ' Toko@TokoEDC.id , owner@tokoedc.id',
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/toko',
      NOTIFY_WEBHOOK_SECRET: secret,
    }).notify;
    expect(notify).toMatchObject({
      smtp: {
        url: 'smtps://toko:rahasia@smtp.example.com:465',
        from: 'Toko EDC <toko@tokoedc.id>',
      },
      shopEmails: ['toko@tokoedc.id', 'owner@tokoedc.id'],
      webhook: { url: 'https://hooks.example.com/toko', secret },
    });
    expect(problemsOf({ SMTP_URL: 'smtp://localhost' })[0]).toMatch(/^MAIL_FROM:/);
    expect(problemsOf({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.id' })[0]).toMatch(/^SMTP_URL:/);
    expect(problemsOf({ NOTIFY_EMAILS: 'toko@tokoedc.id, bukan-alamat' })[0]).toMatch(
      /^NOTIFY_EMAILS/,
    );
    expect(problemsOf({ NOTIFY_WEBHOOK_URL: 'https://x.id' })[0]).toMatch(
      /^NOTIFY_WEBHOOK_SECRET:/,
    );
    expect(
      problemsOf({ NOTIFY_WEBHOOK_URL: 'https://x.id', NOTIFY_WEBHOOK_SECRET: 'short' })[0],
    ).toMatch(/^NOTIFY_WEBHOOK_SECRET:/);
  });

  it('refuses short secrets', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET:/);
    expect(problemsOf({ TWO_FACTOR_SECRET: 'short' })[0]).toMatch(/^TWO_FACTOR_SECRET:/);
  });

  it('requires two-factor of admins only when ADMIN_REQUIRE_2FA is true', () => {
    expect(loadConfig({}).adminRequireTwoFactor).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: 'true' }).adminRequireTwoFactor).toBe(true);
    expect(problemsOf({ ADMIN_REQUIRE_2FA: 'yes' })[0]).toMatch(/^ADMIN_REQUIRE_2FA:/);
  });

  it('reads TRUST_PROXY as a number of proxies, `true` being one', () => {
    expect(loadConfig({ TRUST_PROXY: '2', ALLOWED_HOSTS: 'tokoedc.id' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'tokoedc.id' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false', ALLOWED_HOSTS: 'tokoedc.id' }).trustProxy).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: '0', ALLOWED_HOSTS: 'tokoedc.id' }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a list of proxy addresses and networks', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1', ALLOWED_HOSTS: 'tokoedc.id' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
  });

  it('names a bad TRUST_PROXY value', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.0/99', '10.0.0.1, proxy.internal']) {
      expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY:/);
    }
  });

  it('reads who may see the metrics; with neither METRICS_TOKEN nor METRICS_ALLOW, nobody', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token, allow: [] });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.5, 192.168.1.0/24' }).metrics).toEqual({
      token: undefined,
      allow: ['10.0.0.5', '192.168.1.0/24'],
    });
    expect(problemsOf({ METRICS_TOKEN: 'short' })[0]).toMatch(/^METRICS_TOKEN: /);
    expect(problemsOf({ METRICS_ALLOW: '10.0.0.5,prometheus' })[0]).toMatch(/^METRICS_ALLOW: /);
  });

  it('keeps 1024 MiB free for the upload disk unless UPLOAD_MIN_FREE_MB says otherwise', () => {
    expect(loadConfig({}).uploadMinFreeBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MIN_FREE_MB: '0' }).uploadMinFreeBytes).toBe(0);
    expect(problemsOf({ UPLOAD_MIN_FREE_MB: '-1' })[0]).toMatch(/^UPLOAD_MIN_FREE_MB: /);
  });

  it('has no NODE_ENV setting: nothing behaves differently per environment', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).not.toHaveProperty('env');
  });
});
