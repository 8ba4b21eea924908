import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { connectionEnvironment } from './database-snapshot';
import { BackupRefusedError } from './backup-errors';

const execFileAsync = promisify(execFile);

/** pg_dump's `SET name = value;` lines (its header, and a few before the tables). */
const SETTING_LINE = /^SET (\w+) = .*;$/;

/**
 * Copies a dump without the settings the target's PostgreSQL does not know: a newer pg_dump
 * sets some (`transaction_timeout`, PostgreSQL 17) that an older server refuses. Only lines
 * before the first INSERT are looked at, so no row's text is ever touched.
 */
export async function withoutUnknownSettings(
  source: string,
  target: string,
  knownSettings: Set<string>,
): Promise<void> {
  const output = createWriteStream(target, { mode: 0o600 });
  let inData = false;
  for await (const line of createInterface({
    input: createReadStream(source),
    crlfDelay: Infinity,
  })) {
    if (line.startsWith('INSERT INTO ')) inData = true;
    const setting = inData ? null : SETTING_LINE.exec(line);
    if (setting && !knownSettings.has(setting[1] ?? '')) continue;
    if (!output.write(`${line}\n`)) await once(output, 'drain');
  }
  output.end();
  await once(output, 'finish');
}

export const KNOWN_SETTINGS_QUERY = 'select name from pg_settings';

/** Runs the whole dump in the embedded database, in one transaction. */
export async function loadIntoPglite(client: PGlite, dumpPath: string): Promise<void> {
  const script = await readFile(dumpPath, 'utf8');
  await client.transaction(async (tx) => {
    await tx.exec(script);
  });
  // The dump empties search_path for its own statements; the session goes on with the default.
  await client.exec('reset all');
}

/**
 * Runs the dump with psql in one transaction that first runs `before` (empties the target with
 * --replace): any error rolls all of it back, and the old rows stay as they were.
 */
export async function loadIntoPostgres(
  url: string,
  dumpPath: string,
  before?: string,
): Promise<void> {
  const connection = connectionEnvironment(url);
  const args = ['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1'];
  if (before) args.push('--command', before);
  args.push('--file', dumpPath, '--output', '/dev/null', '--dbname', connection.url);
  try {
    await execFileAsync('psql', args, { env: connection.env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupRefusedError(
        'psql was not found: install the PostgreSQL client tools (e.g. `apt install postgresql-client`).',
      );
    }
    throw new Error(
      `loading the database failed, nothing was changed: ${(stderr ?? String(error)).trim()}`,
      { cause: error },
    );
  }
}
