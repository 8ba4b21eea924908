import { STAFF_ROLES, staffRoleSchema, type StaffRole } from '@toko/contracts';
import { z } from 'zod';
import { UsageError } from './run-cli';

export type AdminCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'add'; email: string; role?: StaffRole }
  | { name: 'set-role'; email: string; role: StaffRole }
  | { name: 'disable' | 'reset-password' | 'reset-2fa'; email: string };

const ROLE_NAMES = STAFF_ROLES.join(', ');

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '',
  '  list                   every user: email, role, disabled, created',
  '  add EMAIL [--role ROLE]',
  '                         create a staff member (password printed once), or make an existing',
  '                         user staff again (a disabled one gets a new password); the role is',
  '                         owner unless given',
  "  set-role EMAIL ROLE    change a staff member's role; every session of the user ends",
  '  disable EMAIL          the user can no longer sign in; role and sessions removed',
  '  reset-password EMAIL   a new password, printed once; every session of the user ends',
  '  reset-2fa EMAIL        two-factor off (lost phone): the admin signs in with the password',
  '                         alone and enrols again; every session of the user ends',
  '',
  `ROLE is one of ${ROLE_NAMES} (Pemilik, Verifikator, Penjualan, Pengamat). The last enabled`,
  'owner can be neither disabled nor given another role.',
].join('\n');

const emailSchema = z.email();
const EMAIL_COMMANDS = ['disable', 'reset-password', 'reset-2fa'] as const;

function emailOf(argument: string): string {
  return argument.trim().toLowerCase();
}

function roleOf(argument: string | undefined): StaffRole {
  if (argument === undefined) throw new UsageError(`--role takes a ROLE: one of ${ROLE_NAMES}`);
  const role = staffRoleSchema.safeParse(argument);
  if (!role.success) throw new UsageError(`unknown role "${argument}": use one of ${ROLE_NAMES}`);
  return role.data;
}

/** `add EMAIL [--role ROLE]`: only a new address must be well formed. */
function parseAdd(rest: string[]): AdminCommand {
  const roleAt = rest.indexOf('--role');
  const role = roleAt === -1 ? undefined : roleOf(rest[roleAt + 1]);
  const emails =
    roleAt === -1 ? rest : rest.filter((_, index) => index < roleAt || index > roleAt + 1);
  if (emails.length !== 1 || !emails[0]) throw new UsageError('add takes one EMAIL');
  const email = emailOf(emails[0]);
  if (!emailSchema.safeParse(email).success) {
    throw new UsageError(`"${emails[0]}" is not an email address`);
  }
  return role ? { name: 'add', email, role } : { name: 'add', email };
}

/** `argv` without node and the script. Throws UsageError for anything else than one command. */
export function parseAdminArguments(argv: string[]): AdminCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return { name: 'help' };
  }
  if (name === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments');
    return { name };
  }
  if (name === 'add') return parseAdd(rest);
  if (name === 'set-role') {
    if (rest.length !== 2 || !rest[0]) throw new UsageError('set-role takes EMAIL and ROLE');
    return { name, email: emailOf(rest[0]), role: roleOf(rest[1]) };
  }
  const command = EMAIL_COMMANDS.find((known) => known === name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  // Any existing address, well formed or not: `disable admin@localhost` must work.
  if (rest.length !== 1 || !rest[0]) throw new UsageError(`${name} takes one EMAIL`);
  return { name: command, email: emailOf(rest[0]) };
}
