import { existsSync, createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../../db/database';
import { StoredFileNotFoundError, type Storage } from '../../storage/storage';
import { APP_VERSION } from './app-version';
import { encryptingStream } from './archive-crypto';
import {
  DUMP_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  SECRETS_ENTRY,
  type BackupManifest,
  type FileRecord,
} from './backup-manifest';
import { BackupRefusedError } from './backup-errors';
import {
  withPgliteSnapshot,
  withPostgresSnapshot,
  type DatabaseSnapshot,
} from './database-snapshot';
import { HashingStream } from './hashing-stream';
import { migrationTag } from './migration-level';
import { referencedFileKeys, tableRowCounts } from './referenced-files';

export type BackupInput = {
  database: DatabaseHandle;
  storage: Storage;
  /** DATA_DIR: its `secrets.json` (which decrypts two-factor secrets) goes into the backup. */
  dataDir: string;
  /** BACKUP_KEY; undefined writes a plain archive (only to a path the operator named). */
  key: string | undefined;
  /** The archive's path; written beside it first and moved there when complete. */
  path: string;
  now: Date;
};

export type BackupResult = { path: string; size: number; manifest: BackupManifest };

type SnapshotContents = {
  migrationCount: number;
  migration: string;
  tables: Record<string, number>;
  fileKeys: string[];
};

async function readSnapshot(
  snapshot: DatabaseSnapshot,
  dumpPath: string,
): Promise<SnapshotContents> {
  const [applied] = await snapshot.query<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const migrationCount = Number(applied?.count ?? 0);
  const tables = await tableRowCounts(snapshot);
  const fileKeys = await referencedFileKeys(snapshot);
  await snapshot.dump(dumpPath);
  return {
    migrationCount,
    migration: migrationTag(migrationCount, applied?.last ? Number(applied.last) : undefined),
    tables,
    fileKeys,
  };
}

function withSnapshot<T>(
  database: DatabaseHandle,
  work: (snapshot: DatabaseSnapshot) => Promise<T>,
) {
  const source = database.backupSource;
  if (!source) throw new Error('this database cannot be backed up (no backup source)');
  return 'pglite' in source
    ? withPgliteSnapshot(source.pglite, work)
    : withPostgresSnapshot(source.url, work);
}

/** Adds one entry of a known size; resolves to its SHA-256 once written. */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: Readable,
): Promise<string> {
  const hashing = new HashingStream();
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(body, hashing, entry);
  return hashing.digest();
}

/**
 * Writes one archive: the database dump from one consistent snapshot, every stored file a row of
 * that snapshot names (files never change once written, so copying them afterwards is
 * consistent), `secrets.json` when DATA_DIR has one, and the manifest with every hash, last. A tar
 * stream, encrypted with AES-256-GCM when a key is given. Nothing appears at `path` unless the
 * whole archive was written.
 */
export async function createBackup(input: BackupInput): Promise<BackupResult> {
  const work = await mkdtemp(join(tmpdir(), 'toko-backup-'));
  const partial = `${input.path}.partial`;
  let started = false;
  try {
    const dumpPath = join(work, DUMP_ENTRY);
    const contents = await withSnapshot(input.database, (snapshot) =>
      readSnapshot(snapshot, dumpPath),
    );

    await mkdir(dirname(input.path), { recursive: true });
    const { header, transform } = await encryptingStream(input.key);
    if (existsSync(partial)) {
      throw new BackupRefusedError(`${partial} exists: another backup is being written there.`);
    }
    started = true;
    const output = createWriteStream(partial, { mode: 0o600 });
    output.write(header);
    const pack = tar.pack();
    const written = pipeline(pack, transform, output);

    const dumpSize = (await stat(dumpPath)).size;
    const dumpHash = await addEntry(pack, DUMP_ENTRY, dumpSize, createReadStream(dumpPath));
    const files: FileRecord[] = [];
    const missingFiles: string[] = [];
    for (const key of contents.fileKeys) {
      let stored;
      try {
        stored = await input.storage.get(key);
      } catch (error) {
        if (!(error instanceof StoredFileNotFoundError)) throw error;
        missingFiles.push(key);
        continue;
      }
      const sha256 = await addEntry(pack, `${FILES_FOLDER}${key}`, stored.size, stored.stream);
      files.push({
        key,
        size: stored.size,
        sha256,
        contentType: stored.contentType,
        downloadName: stored.downloadName,
      });
    }
    const secretsPath = join(input.dataDir, SECRETS_ENTRY);
    let secrets: BackupManifest['secrets'];
    if (existsSync(secretsPath)) {
      const bytes = await readFile(secretsPath);
      const sha256 = await addEntry(pack, SECRETS_ENTRY, bytes.length, streamOf(bytes));
      secrets = { size: bytes.length, sha256 };
    }
    const manifest: BackupManifest = {
      format: 1,
      appVersion: APP_VERSION,
      migration: contents.migration,
      migrationCount: contents.migrationCount,
      createdAt: input.now.toISOString(),
      database: {
        kind: input.database.kind,
        size: dumpSize,
        sha256: dumpHash,
        tables: contents.tables,
      },
      files,
      missingFiles,
      secrets,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, MANIFEST_ENTRY, manifestBytes.length, streamOf(manifestBytes));
    pack.finalize();
    await written;
    await rename(partial, input.path);
    return { path: input.path, size: (await stat(input.path)).size, manifest };
  } catch (error) {
    if (started) await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function streamOf(bytes: Buffer): Readable {
  return Readable.from([bytes]);
}
