import type { Database } from '../db/database';
import { createAdmin, disableUser, enableAdmin, replacePassword } from '../modules/auth/accounts';
import { generatePassword } from '../modules/auth/password';
import { resetTwoFactor } from '../modules/two-factor/reset-two-factor';
import {
  staffEmails,
  findAccountByEmail,
  setStaffRole,
  listAccounts,
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
      return addAdmin(context, command.email);
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

async function addAdmin({ db, now }: AdminContext, email: string): Promise<string> {
  const existing = await findAccountByEmail(db, email);
  if (existing && !existing.disabledAt) {
    await setStaffRole(db, existing.id);
    return `${email} already exists and is an admin now; its password is unchanged (reset-password gives a new one).\n`;
  }
  const password = generatePassword();
  if (existing) {
    await enableAdmin(db, existing.id, password, now);
    return passwordNotice(`${email} is enabled again, as an admin, with a new password.`, password);
  }
  if (!(await createAdmin(db, email, password, now))) {
    throw new AdminCommandError(
      `${email} was created by someone else just now; run the command again.`,
    );
  }
  return passwordNotice(`Admin ${email} created.`, password);
}

async function disable({ db, now }: AdminContext, email: string): Promise<string> {
  const account = await findAccount(db, email);
  if (account.disabledAt) return `${email} is already disabled.\n`;
  await disableUser(db, account.id, now);
  const lines = [
    `${email} disabled: it cannot sign in any more; its admin role and sessions are gone.`,
  ];
  if ((await staffEmails(db, ['owner'])).length === 0) {
    lines.push('No enabled admin is left: `npm run admin -- add EMAIL` creates one.');
  }
  return `${lines.join('\n')}\n`;
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
