import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../../config';
import { createPgliteCluster } from '../../db/create-pglite-cluster';
import { openDatabase } from '../../db/open-database';
import { PGLITE_SETTINGS } from '../../db/open-pglite';
import { recordAudit } from '../audit/record-audit';
import { purgeDeletedPersonalData, type PurgeCounts } from '../maintenance/purge-deleted';
import { resolveSecrets } from '../../secrets';
import { createStorage } from '../../storage/create-storage';
import type { Storage } from '../../storage/storage';
import { parseArchiveLocation } from './archive-location';
import { openArchive } from './archive-reader';
import { BackupRefusedError } from './backup-errors';
import {
  DUMP_ENTRY,
  FILES_FOLDER,
  SECRETS_ENTRY,
  type BackupManifest,
  type FileRecord,
} from './backup-manifest';
import {
  KNOWN_SETTINGS_QUERY,
  loadIntoPglite,
  loadIntoPostgres,
  withoutUnknownSettings,
} from './load-dump';
import { knownMigrations } from './migration-level';
import { unpackBackup } from './read-archive';
import { diskFilesFolder, embeddedDatabaseFolder, occupiedTargets } from './restore-target';

export type RestoreInput = {
  /** A local path, or `s3://bucket/key` read through the S3_* settings. */
  archive: string;
  key: string | undefined;
  /** Replace a target that holds data; its old data is kept aside until the restore succeeded. */
  replace: boolean;
  /** Restore a plain archive although `key` is set (`--allow-unencrypted`): audited. */
  allowUnencrypted?: boolean;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
};

export type RestoreResult = {
  manifest: BackupManifest;
  purged: PurgeCounts;
  /** False for a plain archive, which only its own manifest vouches for. */
  encrypted: boolean;
};

/** Folders moved aside with --replace; moved back when the restore fails, deleted when it succeeds. */
type SetAside = { original: string; aside: string }[];

const REPLACE_POSTGRES =
  'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';

function refuseNewerBackup(manifest: BackupManifest): void {
  if (manifest.migration === 'unknown' || manifest.migrationCount > knownMigrations().length) {
    throw new BackupRefusedError(
      `This backup was made by a newer version (${manifest.appVersion}, database ${manifest.migration}): update Toko EDC first, then restore it.`,
    );
  }
}

async function setAside(paths: string[], stamp: string, moved: SetAside): Promise<void> {
  for (const original of paths) {
    if (!existsSync(original)) continue;
    const aside = `${original}.before-restore-${stamp}`;
    await rename(original, aside);
    moved.push({ original, aside });
  }
}

async function putBack(moved: SetAside): Promise<void> {
  for (const { original, aside } of moved.reverse()) {
    await rm(original, { recursive: true, force: true });
    await rename(aside, original);
  }
}

async function loadDatabase(config: Config, folder: string, replace: boolean): Promise<void> {
  const dump = join(folder, DUMP_ENTRY);
  const filtered = join(folder, 'restore.sql');
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const settings = await client
      .query<{ name: string }>(KNOWN_SETTINGS_QUERY)
      .finally(() => client.end());
    await withoutUnknownSettings(dump, filtered, new Set(settings.rows.map((row) => row.name)));
    await loadIntoPostgres(config.databaseUrl, filtered, replace ? REPLACE_POSTGRES : undefined);
    return;
  }
  const dataDir = embeddedDatabaseFolder(config);
  await createPgliteCluster(dataDir, PGLITE_SETTINGS);
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  try {
    const settings = await client.query<{ name: string }>(KNOWN_SETTINGS_QUERY);
    await withoutUnknownSettings(dump, filtered, new Set(settings.rows.map((row) => row.name)));
    await loadIntoPglite(client, filtered);
  } finally {
    await client.close();
  }
}

/** Files written at once: each put mostly waits on a disk flush or an S3 round trip. */
const PARALLEL_PUTS = 8;

async function putFiles(storage: Storage, folder: string, files: FileRecord[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      await storage.put(file.key, createReadStream(join(folder, FILES_FOLDER, file.key)), {
        maxBytes: file.size,
        contentType: file.contentType,
        downloadName: file.downloadName,
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PUTS }, worker));
}

/** The backup's secrets.json goes to DATA_DIR (it decrypts the admins' two-factor secrets). */
async function placeSecrets(
  config: Config,
  folder: string,
  manifest: BackupManifest,
): Promise<void> {
  if (!manifest.secrets) return;
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(
    join(config.dataDir, SECRETS_ENTRY),
    await readFile(join(folder, SECRETS_ENTRY)),
    {
      mode: 0o600,
    },
  );
}

/**
 * Restores a backup into the database and storage the configuration names, which may be of
 * another kind than the backup's (embedded → PostgreSQL, disk → S3):
 * 1. unpacks it and checks the key, the GCM tag and every hash of the manifest; with a key, a
 *    plain archive is refused unless `allowUnencrypted` (then recorded in the audit log);
 * 2. refuses a target that holds data, unless `replace`: then the embedded database, the disk
 *    files and secrets.json are moved aside, and PostgreSQL's old schema is dropped in the
 *    transaction that loads the new one;
 * 3. puts every file into storage, then loads the dump (one transaction);
 * 4. applies the migrations made since the backup, and re-runs the retention purge, so rows
 *    deleted longer ago than RETENTION_DAYS lose their personal data before the shop opens.
 * When a step before 4 fails, what was moved aside is moved back.
 */
export async function restoreBackup(input: RestoreInput): Promise<RestoreResult> {
  const { config } = input;
  const staging = await mkdtemp(join(tmpdir(), 'toko-restore-'));
  try {
    const location = parseArchiveLocation(input.archive);
    const archive = await openArchive(location, config.s3);
    const { manifest, encrypted } = await unpackBackup(
      archive,
      input.key,
      staging,
      input.allowUnencrypted,
    );
    refuseNewerBackup(manifest);
    const occupied = await occupiedTargets(config, location);
    if (occupied.length > 0 && !input.replace) {
      throw new BackupRefusedError(
        `The target is not empty: ${occupied.join('; ')}. Nothing was changed. ` +
          '`npm run restore -- BACKUP --replace` replaces it (the old data is kept aside until the restore has succeeded).',
      );
    }
    const stamp = input.now().toISOString().replace(/[:.]/g, '-');
    const moved: SetAside = [];
    try {
      await setAside(
        [
          ...(config.databaseUrl ? [] : [embeddedDatabaseFolder(config)]),
          ...(config.s3 ? [] : [diskFilesFolder(config)]),
          ...(manifest.secrets ? [join(config.dataDir, SECRETS_ENTRY)] : []),
        ],
        stamp,
        moved,
      );
      await placeSecrets(config, staging, manifest);
      const secrets = resolveSecrets(config.dataDir, config);
      const storage = await createStorage(config, secrets, input.now);
      await putFiles(storage, staging, manifest.files);
      await loadDatabase(config, staging, input.replace);
    } catch (error) {
      if (!config.databaseUrl)
        await rm(embeddedDatabaseFolder(config), { recursive: true, force: true });
      await putBack(moved);
      throw error;
    }

    const database = await openDatabase(config, (error) =>
      input.log.error({ err: error }, 'database pool error'),
    );
    let purged: PurgeCounts;
    try {
      if (input.key !== undefined && !encrypted) {
        await database.db.transaction((tx) =>
          recordAudit(tx, {
            adminUserId: null,
            action: 'backup.restore_unencrypted',
            details: { archive: input.archive, createdAt: manifest.createdAt },
            now: input.now(),
          }),
        );
      }
      const secrets = resolveSecrets(config.dataDir, config);
      const storage = await createStorage(config, secrets, input.now);
      purged = await purgeDeletedPersonalData(
        { config, database, storage, now: input.now },
        input.log,
      );
    } finally {
      await database.close();
    }
    for (const { aside } of moved) await rm(aside, { recursive: true, force: true });
    return { manifest, purged, encrypted };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
