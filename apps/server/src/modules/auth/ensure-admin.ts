import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { disableUser, replacePassword } from './accounts';
import { generatePassword, hashPassword, verifyPassword } from './password';
import {
  anyStaff,
  staffEmails,
  findAccountByEmail,
  setStaffRole,
  insertUser,
} from './users-repository';

export const GENERATED_ADMIN_EMAIL = 'admin@localhost';

/**
 * Admin bootstrap at start-up (docs/deploy.md, "Admins"). ADMIN_EMAIL/ADMIN_PASSWORD are the source
 * of truth when set: the user is created or given the admin role, and a changed password is
 * applied. Without them, a database with no admin gets `admin@localhost` with a random password,
 * shown once on stdout. That generated admin is disabled as soon as another admin exists. A user
 * disabled with `npm run admin -- disable` stays disabled, even when ADMIN_EMAIL names it: only
 * `npm run admin -- add` enables a user again.
 */
export async function ensureAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const configured = deps.config.admin;
  if (configured) await ensureConfiguredAdmin(db, configured, now, log);
  else if (!(await anyStaff(db))) await createGeneratedAdmin(db, now, log);

  const otherAdmins = (await staffEmails(db, ['owner'])).filter(
    (email) => email !== GENERATED_ADMIN_EMAIL,
  );
  if (otherAdmins.length > 0) await retireGeneratedAdmin(db, otherAdmins.length, now, log);
  const unconfigured = otherAdmins.filter((email) => email !== configured?.email);
  if (configured && unconfigured.length > 0) {
    log.info(
      { admins: unconfigured },
      'admins besides ADMIN_EMAIL keep their role until `npm run admin -- disable EMAIL`',
    );
  }
}

async function createGeneratedAdmin(db: Database, now: Date, log: FastifyBaseLogger) {
  const password = generatePassword();
  const user = await insertUser(db, {
    email: GENERATED_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    now,
  });
  if (!user) {
    // Another instance won the race, or the address exists without the admin role.
    log.warn('no admin user; set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return;
  }
  await setStaffRole(db, user.id);
  printPasswordOnce(password);
}

async function ensureConfiguredAdmin(
  db: Database,
  admin: { email: string; password: string },
  now: Date,
  log: FastifyBaseLogger,
) {
  const existing = await findAccountByEmail(db, admin.email);
  if (existing?.disabledAt) {
    log.warn(
      { email: admin.email },
      'ADMIN_EMAIL names a disabled user: left disabled (`npm run admin -- add EMAIL` enables it)',
    );
    return;
  }
  const created = existing
    ? null
    : await insertUser(db, {
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        now,
      });
  if (created) log.info({ email: admin.email }, 'admin user created from ADMIN_EMAIL');
  // Both are null only when another instance inserted the same address a moment ago.
  const user = created ?? existing ?? (await findAccountByEmail(db, admin.email));
  if (!user) throw new Error('admin user could not be created');

  if (!created && !(await verifyPassword(user.passwordHash, admin.password))) {
    await replacePassword(db, user.id, admin.password, now);
    log.info({ email: admin.email }, 'admin password updated from ADMIN_PASSWORD');
  }
  await setStaffRole(db, user.id);
}

/** The generated admin is for the first start only; once a real admin exists it must go. */
async function retireGeneratedAdmin(
  db: Database,
  otherAdmins: number,
  now: Date,
  log: FastifyBaseLogger,
) {
  const generated = await findAccountByEmail(db, GENERATED_ADMIN_EMAIL);
  if (!generated || generated.disabledAt) return;
  await disableUser(db, generated.id, now);
  log.info(`${GENERATED_ADMIN_EMAIL} disabled because ${otherAdmins} other admin(s) exist`);
}

/** A secret shown once by design: written to stdout only, never to the structured log. */
function printPasswordOnce(password: string) {
  const lines = [
    'Admin user created for the first start:',
    `  email:    ${GENERATED_ADMIN_EMAIL}`,
    `  password: ${password}`,
    'This password is shown only once. Sign in at /admin/login and keep it safe,',
    'or set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own credentials.',
  ];
  const rule = '='.repeat(Math.max(...lines.map((line) => line.length)));
  process.stdout.write(`\n${rule}\n${lines.join('\n')}\n${rule}\n\n`);
}
