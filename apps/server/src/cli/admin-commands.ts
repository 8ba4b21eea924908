import { DEFAULT_STAFF_ROLE, type StaffRole } from '@toko/contracts';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import {
  changeStaffRole,
  createAdmin,
  disableUser,
  enableAdmin,
  replacePassword,
} from '../modules/auth/accounts';
import { generatePassword } from '../modules/auth/password';
import { resetTwoFactor } from '../modules/two-factor/reset-two-factor';
import {
  findAccountByEmail,
  listAccounts,
  staffRoleOf,
  type AccountRecord,
} from '../modules/auth/users-repository';
import type { AdminCommand } from './admin-arguments';
import { formatAccounts } from './format-accounts';

/** A refusal the operator can act on: printed without a stack trace, exit code 1. */
export class AdminCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

export type AdminContext = {
  db: Database;
  now: Date;
  /** ADMIN_EMAIL, whose password every start sets back to ADMIN_PASSWORD. */
  configuredEmail?: string;
};

/** Runs one command and returns what to print on stdout. */
export async function runAdminCommand(
  context: AdminContext,
  command: Exclude<AdminCommand, { name: 'help' }>,
): Promise<string> {
  switch (command.name) {
    case 'list':
      return formatAccounts(await listAccounts(context.db));
    case 'add':
      return addAdmin(context, command.email, command.role);
    case 'set-role':
      return setRole(context, command.email, command.role);
    case 'disable':
      return disable(context, command.email);
    case 'reset-password':
      return resetPassword(context, command.email);
    case 'reset-2fa':
      return resetTwoFactorOf(context, command.email);
  }
}

async function findAccount(db: Database, email: string): Promise<AccountRecord> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    throw new AdminCommandError(
      `No user has the email ${email}. \`npm run admin -- list\` shows every user.`,
    );
  }
  return account;
}

/** Recovery: an existing user keeps the password, a disabled one gets a new one. */
async function addAdmin(
  { db, now }: AdminContext,
  email: string,
  role: StaffRole = DEFAULT_STAFF_ROLE,
): Promise<string> {
  const existing = await findAccountByEmail(db, email);
  if (existing && !existing.disabledAt) {
    await giveRole(db, existing, role, now);
    return `${email} already exists and is an admin now, as ${role}; its password is unchanged (reset-password gives a new one).\n`;
  }
  const password = generatePassword();
  if (existing) {
    await enableAdmin(db, existing.id, password, now, role);
    return passwordNotice(
      `${email} is enabled again, as an admin (${role}), with a new password.`,
      password,
    );
  }
  if (!(await createAdmin(db, email, password, now, role))) {
    throw new AdminCommandError(
      `${email} was created by someone else just now; run the command again.`,
    );
  }
  return passwordNotice(`Admin ${email} created, as ${role}.`, password);
}

async function setRole({ db, now }: AdminContext, email: string, role: StaffRole) {
  const account = await findAccount(db, email);
  if (account.disabledAt) {
    throw new AdminCommandError(
      `${email} is disabled. \`npm run admin -- add ${email} --role ${role}\` enables it again.`,
    );
  }
  const before = await staffRoleOf(db, account.id);
  if (before === role) return `${email} is ${role} already; nothing changed.\n`;
  await refusingLastOwner(email, () => changeStaffRole(db, account.id, role, now));
  return `${email} is ${role} now (was ${before ?? 'no admin'}); its sessions have ended.\n`;
}

/** A new role ends the user's sessions; the same role changes nothing. */
async function giveRole(db: Database, account: AccountRecord, role: StaffRole, now: Date) {
  if ((await staffRoleOf(db, account.id)) === role) return;
  await refusingLastOwner(account.email, () => changeStaffRole(db, account.id, role, now));
}

async function disable({ db, now }: AdminContext, email: string): Promise<string> {
  const account = await findAccount(db, email);
  if (account.disabledAt) return `${email} is already disabled.\n`;
  await refusingLastOwner(email, () => disableUser(db, account.id, now));
  return `${email} disabled: it cannot sign in any more; its admin role and sessions are gone.\n`;
}

async function refusingLastOwner(email: string, change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'last_owner') throw error;
    throw new AdminCommandError(
      `${email} is the last enabled owner and stays one: first make another user owner (\`npm run admin -- add EMAIL\` or \`set-role EMAIL owner\`).`,
    );
  }
}

async function resetPassword(
  { db, now, configuredEmail }: AdminContext,
  email: string,
): Promise<string> {
  const account = await findAccount(db, email);
  if (account.disabledAt) {
    throw new AdminCommandError(
      `${email} is disabled. \`npm run admin -- add ${email}\` enables it again with a new password.`,
    );
  }
  const password = generatePassword();
  await replacePassword(db, account.id, password, now);
  const notice = passwordNotice(`New password for ${email}; its sessions have ended.`, password);
  return email === configuredEmail
    ? `${notice}ADMIN_EMAIL names this user: the next start sets its password back to ADMIN_PASSWORD.\n`
    : notice;
}

async function resetTwoFactorOf({ db, now }: AdminContext, email: string): Promise<string> {
  const account = await findAccount(db, email);
  const wasOn = await resetTwoFactor(db, account.id, now);
  return wasOn
    ? `Two-factor sign-in is off for ${email}; its sessions have ended. It signs in with the password alone and enrols again under Keamanan akun.\n`
    : `${email} had no two-factor sign-in; its sessions have ended.\n`;
}

function passwordNotice(headline: string, password: string): string {
  return `${headline}\n  password: ${password}\nThis password is shown only once.\n`;
}
