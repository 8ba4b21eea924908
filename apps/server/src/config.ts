import { isIP } from 'node:net';
import { Cron } from 'croner';
import {
  DEFAULT_CORRECTION_LINK_DAYS,
  DEFAULT_UPLOAD_EXPIRY_HOURS,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@toko/contracts';
import { z } from 'zod';
import { parseS3Url, S3_URL_HINT } from './s3-url';
import { parseShopConfig, type ShopConfig } from './shop-config';
import { backupKeyProblem } from './backup-key-strength';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** How many proxies stand in front, or their addresses; `false` when clients connect directly. */
export type TrustProxy = false | number | string[];

const PROXY_LIST_HINT =
  'must be the number of proxies in front (e.g. 1), or a comma-separated list of their addresses or CIDR networks';

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `true` means one proxy, not "trust every hop": trusting all of X-Forwarded-For would let a
 * client name its own address and walk past the login throttle. With a count or a list only
 * the entry the nearest trusted proxy added is used, never the leftmost one.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrNetwork)) return entries;
    context.addIssue({ code: 'custom', message: `${PROXY_LIST_HINT}; got "${value}"` });
    return z.NEVER;
  });

/** Host names, separated by commas: letters, digits, dots and dashes, or a bracketed IPv6. */
const HOST_LIST = /^\s*(\[[0-9a-fA-F:]+\]|[\w.-]+)(\s*,\s*(\[[0-9a-fA-F:]+\]|[\w.-]+))*\s*$/;
/** A developer's machine also answers for these. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Deployed: NODE_ENV=production, or behind a proxy it was told to trust. */
function isProduction(env: { NODE_ENV?: string; TRUST_PROXY: TrustProxy }): boolean {
  return env.NODE_ENV === 'production' || env.TRUST_PROXY !== false;
}

/**
 * The Host names the server answers for (any other gets 421, http/request-guards.ts): PUBLIC_URL's
 * and ALLOWED_HOSTS', and on a developer's machine the loopback names.
 */
function allowedHostsOf(env: Env): string[] {
  const named = [
    ...(env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).hostname] : []),
    ...(env.ALLOWED_HOSTS?.split(',').map((host) => host.trim()) ?? []),
  ].map((host) => host.toLowerCase());
  return [...new Set([...named, ...(isProduction(env) ? [] : LOOPBACK_HOSTS)])];
}

function isCronExpression(value: string): boolean {
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
        .optional(),
    ),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    SIGNING_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    TWO_FACTOR_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ADMIN_REQUIRE_2FA: booleanFlag,
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    ALLOWED_HOSTS: optionalText.pipe(
      z
        .string()
        .regex(HOST_LIST, 'host names separated by commas, e.g. tokoedc.id,www.tokoedc.id')
        .optional(),
    ),
    NODE_ENV: optionalText,
    WEB_DIST_DIR: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    NOTIFY_EMAILS: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((address) => address.trim().toLowerCase()))
        .pipe(z.array(z.email('addresses separated by commas, e.g. toko@example.com')))
        .optional(),
    ),
    NOTIFY_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
    NOTIFY_WEBHOOK_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    RETENTION_DAYS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(3650).default(30),
    ),
    BACKUP_KEY: optionalText.pipe(
      z
        .string()
        .superRefine((key, context) => {
          const problem = backupKeyProblem(key);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    BACKUP_DIR: optionalText,
    BACKUP_S3_PREFIX: optionalText.pipe(
      z
        .string()
        .refine((value) => parseS3Url(value) !== undefined, `must be ${S3_URL_HINT}`)
        .optional(),
    ),
    BACKUP_SCHEDULE: optionalText.pipe(
      z
        .string()
        .refine(isCronExpression, 'must be a cron expression, e.g. "0 2 * * *" (02:00 every day)')
        .optional(),
    ),
    BACKUP_KEEP: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(1000).default(7),
    ),
    UPLOAD_EXPIRY_HOURS: optionalText.pipe(
      z.coerce
        .number<string | undefined>()
        .int()
        .min(1)
        .max(24 * 14)
        .default(DEFAULT_UPLOAD_EXPIRY_HOURS),
    ),
    CORRECTION_LINK_DAYS: optionalText.pipe(
      z.coerce
        .number<string | undefined>()
        .int()
        .min(1)
        .max(90)
        .default(DEFAULT_CORRECTION_LINK_DAYS),
    ),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters, e.g. `openssl rand -hex 32`').optional(),
    ),
    METRICS_ALLOW: optionalText.pipe(
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .refine(
          (entries) => entries.every(isAddressOrNetwork),
          'a comma-separated list of addresses or CIDR networks, e.g. 10.0.0.5,192.168.1.0/24',
        )
        .optional(),
    ),
    UPLOAD_MIN_FREE_MB: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(0).default(1024),
    ),
    SHUTDOWN_GRACE_SECONDS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(3600).default(30),
    ),
    SHUTDOWN_DRAIN_SECONDS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(0).max(3600).default(0),
    ),
  })
  .superRefine((env, context) => {
    const s3 = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const anyS3 = s3.some((name) => env[name]) || env.S3_ENDPOINT;
    for (const name of s3) {
      if (anyS3 && !env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when S3 is configured',
        });
      }
    }
    if (isProduction(env) && !env.PUBLIC_URL && !env.ALLOWED_HOSTS) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required in production (NODE_ENV=production or TRUST_PROXY set): set PUBLIC_URL, or ALLOWED_HOSTS to the host names the site answers for',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'required with SMTP_URL: the sender, e.g. "Toko EDC <toko@example.com>"',
      });
    }
    if (env.NOTIFY_WEBHOOK_URL && !env.NOTIFY_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['NOTIFY_WEBHOOK_SECRET'],
        message: 'required with NOTIFY_WEBHOOK_URL: the key its signatures are made with',
      });
    }
    if ((env.BACKUP_DIR || env.BACKUP_S3_PREFIX || env.BACKUP_SCHEDULE) && !env.BACKUP_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_KEY'],
        message:
          'required for scheduled backups (BACKUP_DIR, BACKUP_S3_PREFIX or BACKUP_SCHEDULE is set): a backup holds every KTP, NIK and bank account; e.g. `openssl rand -base64 32`',
      });
    }
    if (env.BACKUP_S3_PREFIX && env.BACKUP_DIR) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_PREFIX'],
        message: 'set BACKUP_DIR or BACKUP_S3_PREFIX, not both: backups go to one target',
      });
    }
    if (env.BACKUP_S3_PREFIX && !anyS3) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_PREFIX'],
        message:
          'needs the S3_* settings: backups are written through the same S3 connection as the files (to the bucket named here)',
      });
    }
    if (env.SHUTDOWN_DRAIN_SECONDS >= env.SHUTDOWN_GRACE_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN_SECONDS'],
        message: `must be less than SHUTDOWN_GRACE_SECONDS (${env.SHUTDOWN_GRACE_SECONDS}): the drain is the first part of the grace`,
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type S3Config = {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** How the outbox worker retries (modules/notifications/retry-delay.ts); not configurable by env. */
export type OutboxRetry = {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Past this age a message that still fails is marked failed. */
  giveUpAfterMs: number;
};

export const OUTBOX_RETRY: OutboxRetry = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

export type NotifyConfig = {
  /** SMTP_URL and MAIL_FROM: without them e-mails wait in the outbox. */
  smtp?: { url: string; from: string };
  /** NOTIFY_EMAILS; undefined: every enabled admin. */
  shopEmails?: string[];
  /** NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET. */
  webhook?: { url: string; secret: string };
  retry: OutboxRetry;
};
/**
 * Where `npm run backup` and the schedule write, and rotate: BACKUP_DIR (default `./backups`),
 * or BACKUP_S3_PREFIX, `s3://bucket/prefix/`, through the S3_* connection. `prefix` is empty or
 * ends with `/`.
 */
export type BackupTarget =
  { kind: 'dir'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

export type BackupConfig = {
  /** BACKUP_KEY: encrypts every archive (AES-256-GCM); without it, no scheduled backup runs. */
  key?: string;
  target: BackupTarget;
  /** The cron expression of scheduled backups (Asia/Jakarta time); undefined: none scheduled. */
  schedule?: string;
  /** BACKUP_KEEP: how many scheduled backups are kept, the oldest deleted first. */
  keep: number;
};

/** 02:00 every day, shop time: the quietest hour. */
export const DEFAULT_BACKUP_SCHEDULE = '0 2 * * *';

/**
 * How a SIGTERM stops the server (modules/health/stop-serving.ts): `/api/ready` answers 503 at
 * once, requests are still taken for `drainSeconds` (for a load balancer to notice), then running
 * requests and uploads get the rest of `graceSeconds` to finish.
 */
export type ShutdownConfig = { graceSeconds: number; drainSeconds: number };

/**
 * Who may read `GET /metrics` (modules/metrics): the bearer of `token`, or a client address
 * (as the app reads it, TRUST_PROXY included) in `allow`. Undefined when neither is set: no
 * metrics are collected and the route answers 404.
 */
export type MetricsConfig = { token?: string; allow: string[] };

export type Config = {
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl?: string;
  s3?: S3Config;
  admin?: { email: string; password: string };
  sessionSecret?: string;
  signingSecret?: string;
  twoFactorSecret?: string;
  /** ADMIN_REQUIRE_2FA: an admin without two-factor may only enrol, not use the admin API. */
  adminRequireTwoFactor: boolean;
  trustProxy: TrustProxy;
  publicUrl?: string;
  /** The Host names answered (config.ts, `allowedHostsOf`); any other gets 421. */
  allowedHosts: string[];
  webDistDir?: string;
  /** Days a soft-deleted order or registration keeps its personal data and files. */
  retentionDays: number;
  notify: NotifyConfig;
  backup: BackupConfig;
  /** Hours an unfinished or unclaimed resumable upload is kept (UPLOAD_EXPIRY_HOURS). */
  uploadExpiryHours: number;
  /** Days a document correction's link lasts (CORRECTION_LINK_DAYS). */
  correctionLinkDays: number;
  /** UPLOAD_MIN_FREE_MB in bytes: below this free space on the upload disk, new uploads get 507. */
  uploadMinFreeBytes: number;
  metrics?: MetricsConfig;
  shutdown: ShutdownConfig;
  shop: ShopConfig;
};

/** Undefined when S3 is not configured; the schema has already refused a partial set. */
function s3Config(env: Env): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE || Boolean(env.S3_ENDPOINT),
  };
}

function backupTarget(env: Env): BackupTarget {
  const s3 = env.BACKUP_S3_PREFIX ? parseS3Url(env.BACKUP_S3_PREFIX) : undefined;
  if (!s3) return { kind: 'dir', dir: env.BACKUP_DIR ?? './backups' };
  const prefix = s3.key === '' || s3.key.endsWith('/') ? s3.key : `${s3.key}/`;
  return { kind: 's3', bucket: s3.bucket, prefix };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start-up; every bad variable is named in one error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const shop = parseShopConfig(source);
  const problems = [
    ...(parsed.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ),
    ...(Array.isArray(shop) ? shop : []),
  ];
  if (!parsed.success || Array.isArray(shop)) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    s3: s3Config(env),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    sessionSecret: env.SESSION_SECRET,
    signingSecret: env.SIGNING_SECRET,
    twoFactorSecret: env.TWO_FACTOR_SECRET,
    adminRequireTwoFactor: env.ADMIN_REQUIRE_2FA,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: allowedHostsOf(env),
    webDistDir: env.WEB_DIST_DIR,
    retentionDays: env.RETENTION_DAYS,
    notify: {
      smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
      shopEmails: env.NOTIFY_EMAILS,
      webhook:
        env.NOTIFY_WEBHOOK_URL && env.NOTIFY_WEBHOOK_SECRET
          ? { url: env.NOTIFY_WEBHOOK_URL, secret: env.NOTIFY_WEBHOOK_SECRET }
          : undefined,
      retry: OUTBOX_RETRY,
    },
    backup: {
      key: env.BACKUP_KEY,
      target: backupTarget(env),
      // A target set (BACKUP_DIR or BACKUP_S3_PREFIX) schedules the daily default.
      schedule:
        env.BACKUP_SCHEDULE ??
        (env.BACKUP_DIR || env.BACKUP_S3_PREFIX ? DEFAULT_BACKUP_SCHEDULE : undefined),
      keep: env.BACKUP_KEEP,
    },
    uploadExpiryHours: env.UPLOAD_EXPIRY_HOURS,
    correctionLinkDays: env.CORRECTION_LINK_DAYS,
    uploadMinFreeBytes: env.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    metrics:
      env.METRICS_TOKEN || env.METRICS_ALLOW
        ? { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW ?? [] }
        : undefined,
    shutdown: {
      graceSeconds: env.SHUTDOWN_GRACE_SECONDS,
      drainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    },
    shop,
  };
}
