import { readdirSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCUMENTS } from '@toko/contracts';
import { registrations } from '../../src/db/schema';

/** Runs one SQL statement and gives its rows (node-postgres or PGlite underneath). */
export type Sql = (text: string) => Promise<Record<string, unknown>[]>;

const DOCUMENT_COLUMNS = DOCUMENTS.map(({ keyColumn }) => registrations[keyColumn].name);

export type StoredState = {
  /** Rows of the test's submissions, by tag (a complete submission has exactly one). */
  rowsPerTag: Map<string, number>;
  /** Tags whose row points to a file that is not in storage. */
  partialRows: string[];
  /** Files in storage (objects, metadata, unfinished writes) that no row points to. */
  unreferencedFiles: string[];
  pendingEntries: number;
};

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** What the database and the disk storage in `dataDir/files` hold after a run. */
export async function readStoredState(sql: Sql, dataDir: string): Promise<StoredState> {
  const rows = [
    ...(await sql(
      `select notes as tag, payment_proof_key as key from orders where notes like 'uji %'`,
    )),
    ...(await sql(
      `select store_name as tag, unnest(array[${DOCUMENT_COLUMNS.join(', ')}]) as key
       from registrations where store_name like 'uji %'`,
    )),
  ] as { tag: string; key: string | null }[];
  const filesRoot = join(dataDir, 'files');
  const objects = new Set(filesUnder(join(filesRoot, 'objects')));
  // A finished upload no order has taken yet (its answer lost to the crash, say) keeps its file
  // until it expires: the hourly cleanup deletes the two together.
  const held = (await sql(
    'select stored_key as key from uploads where stored_key is not null',
  )) as { key: string }[];
  const referenced = new Set([
    ...rows.map((row) => row.key).filter((key) => key !== null),
    ...held.map((row) => row.key),
  ]);

  const rowsPerTag = new Map<string, number>();
  const orderRows = await sql(
    `select notes as tag, count(*)::int as n from orders where notes like 'uji %' group by notes`,
  );
  const registrationRows = await sql(
    `select store_name as tag, count(*)::int as n from registrations where store_name like 'uji %' group by store_name`,
  );
  for (const row of [...orderRows, ...registrationRows])
    rowsPerTag.set(String(row.tag), Number(row.n));

  const partialRows = [
    ...new Set(
      rows.filter((row) => row.key === null || !objects.has(row.key)).map((row) => row.tag),
    ),
  ];
  const unreferencedFiles = [
    ...[...objects].filter((key) => !referenced.has(key)).map((key) => `objects/${key}`),
    ...filesUnder(join(filesRoot, 'meta'))
      .filter((name) => !referenced.has(name.replace(/\.json$/, '')))
      .map((name) => `meta/${name}`),
    ...filesUnder(join(filesRoot, 'tmp')).map((name) => `tmp/${name}`),
  ];
  const [pending] = await sql('select count(*)::int as n from pending_files');
  return { rowsPerTag, partialRows, unreferencedFiles, pendingEntries: Number(pending?.n ?? 0) };
}

/**
 * Moves everything a crash left unfinished `minutes` into the past, as if that time had passed:
 * pending file entries and unfinished writes on disk.
 */
export async function ageUnfinishedWork(sql: Sql, dataDir: string, minutes: number) {
  await sql(`update pending_files set created_at = created_at - interval '${minutes} minutes'`);
  const past = new Date(Date.now() - minutes * 60_000);
  const tmp = join(dataDir, 'files', 'tmp');
  for (const name of filesUnder(tmp)) utimesSync(join(tmp, name), past, past);
}
