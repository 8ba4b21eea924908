import { UsageError } from './run-cli';

export type SeedArguments =
  { help: true } | { help: false; orders: number; registrations: number; days: number };

export const SEED_USAGE = [
  'Usage: npm run seed -- --orders N --registrations N [--days 90]',
  '',
  '  Inserts N generated orders and N generated registrations (Indonesian names, phones and',
  '  regions, mixed statuses, created over the last --days days, real code formats, no files)',
  '  into the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR).',
].join('\n');

const MAX_ROWS = 10_000_000;

function count(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d[\d_]*$/.test(value)) {
    throw new UsageError(`${flag} takes a whole number`);
  }
  const number = Number(value.replace(/_/g, ''));
  if (number > max) throw new UsageError(`${flag} is at most ${max.toLocaleString('en')}`);
  return number;
}

/** `argv` without node and the script. Throws UsageError for anything it does not know. */
export function parseSeedArguments(argv: string[]): SeedArguments {
  if (argv.length === 0 || argv.some((arg) => arg === '--help' || arg === '-h')) {
    return { help: true };
  }
  const result = { help: false as const, orders: 0, registrations: 0, days: 90 };
  for (let index = 0; index < argv.length; index += 2) {
    const [flag, inlineValue] = (argv[index] ?? '').split('=', 2) as [string, string | undefined];
    const value = inlineValue ?? argv[index + 1];
    if (inlineValue !== undefined) index -= 1;
    if (flag === '--orders') result.orders = count(flag, value, MAX_ROWS);
    else if (flag === '--registrations') result.registrations = count(flag, value, MAX_ROWS);
    else if (flag === '--days') result.days = count(flag, value, 3650);
    else throw new UsageError(`unknown option "${flag}"`);
  }
  if (result.days < 1) throw new UsageError('--days is at least 1');
  if (result.orders + result.registrations === 0) {
    throw new UsageError('give --orders N and/or --registrations N');
  }
  return result;
}
