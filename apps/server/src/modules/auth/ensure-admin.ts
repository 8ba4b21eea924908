import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { ADMIN_ROLE } from './roles';
import { deleteSessionsOfUser } from './sessions-repository';
import {
  anyUserHasRole,
  findUserByEmail,
  grantRole,
  insertUser,
  updatePasswordHash,
} from './users-repository';

export const GENERATED_ADMIN_EMAIL = 'admin@localhost';

/**
 * Admin bootstrap at start-up (DESIGN §4). ADMIN_EMAIL/ADMIN_PASSWORD are the source of
 * truth when set: the user is created or given the admin role, and a changed password is
 * applied. Without them, a database with no admin gets `admin@localhost` with a random
 * password, shown once on stdout.
 */
export async function ensureAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const configured = deps.config.admin;
  if (configured) {
    await ensureConfiguredAdmin(db, configured, now, log);
    return;
  }
  if (await anyUserHasRole(db, ADMIN_ROLE)) return;

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
  await grantRole(db, user.id, ADMIN_ROLE);
  printPasswordOnce(password);
}

async function ensureConfiguredAdmin(
  db: Database,
  admin: { email: string; password: string },
  now: Date,
  log: FastifyBaseLogger,
) {
  const existing = await findUserByEmail(db, admin.email);
  const created = existing
    ? null
    : await insertUser(db, {
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        now,
      });
  if (created) log.info({ email: admin.email }, 'admin user created from ADMIN_EMAIL');
  // Both are null only when another instance inserted the same address a moment ago.
  const user = created ?? existing ?? (await findUserByEmail(db, admin.email));
  if (!user) throw new Error('admin user could not be created');

  if (!created && !(await verifyPassword(user.passwordHash, admin.password))) {
    await updatePasswordHash(db, user.id, await hashPassword(admin.password), now);
    // Sessions opened with the old password end with it.
    await deleteSessionsOfUser(db, user.id);
    log.info({ email: admin.email }, 'admin password updated from ADMIN_PASSWORD');
  }
  await grantRole(db, user.id, ADMIN_ROLE);
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
