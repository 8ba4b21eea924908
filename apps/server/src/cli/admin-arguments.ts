import { z } from 'zod';
import { UsageError } from './run-cli';

export type AdminCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'add' | 'disable' | 'reset-password' | 'reset-2fa'; email: string };

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '',
  '  list                   every user: email, admin, disabled, created',
  '  add EMAIL              create an admin (password printed once), or make an existing',
  '                         user an admin again (a disabled one gets a new password)',
  '  disable EMAIL          the user can no longer sign in; admin role and sessions removed',
  '  reset-password EMAIL   a new password, printed once; every session of the user ends',
  '  reset-2fa EMAIL        two-factor off (lost phone): the admin signs in with the password',
  '                         alone and enrols again; every session of the user ends',
].join('\n');

const emailSchema = z.email();

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
  if (name !== 'add' && name !== 'disable' && name !== 'reset-password' && name !== 'reset-2fa') {
    throw new UsageError(`unknown command "${name}"`);
  }
  if (rest.length !== 1 || !rest[0]) throw new UsageError(`${name} takes one EMAIL`);
  const email = rest[0].trim().toLowerCase();
  // Only a new address must be well formed: `disable admin@localhost` must still work.
  if (name === 'add' && !emailSchema.safeParse(email).success) {
    throw new UsageError(`"${rest[0]}" is not an email address`);
  }
  return { name, email };
}
