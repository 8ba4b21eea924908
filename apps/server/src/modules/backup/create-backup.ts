import { existsSync, createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { S3Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { StoredFileNotFoundError, type Storage } from '../../storage/storage';
import { APP_VERSION } from './app-version';
import { encryptingStream } from './archive-crypto';
import { describeLocation, parseArchiveLocation } from './archive-location';
import { archiveWriter } from './archive-writer';
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
  /** BACKUP_KEY; undefined writes a plain archive, refused anywhere but a local file. */
  key: string | undefined;
  /** The archive: a local path, or `s3://bucket/key` (through `s3`). */
  to: string;
  /** The S3_* connection, for an archive in a bucket. */
  s3: S3Config | undefined;
  now: Date;
};

/** `location` as given (a path or `s3://bucket/key`); `size` in bytes. */
export type BackupResult = { location: string; size: number; manifest: BackupManifest };

const UNENCRYPTED_REMOTE =
  'BACKUP_KEY is not set: an unencrypted backup (every KTP, NIK and bank account in the clear) is ' +
  'written only to a local file you name (`npm run backup -- --out FILE`), never to S3. Nothing was written.';

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

/** The entries of the archive after the dump; resolves to the manifest's parts. */
async function addFiles(
  pack: tar.Pack,
  input: BackupInput,
  fileKeys: string[],
): Promise<Pick<BackupManifest, 'files' | 'missingFiles' | 'secrets'>> {
  const files: FileRecord[] = [];
  const missingFiles: string[] = [];
  for (const key of fileKeys) {
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
  return { files, missingFiles, secrets };
}

/**
 * Writes one archive: the database dump from one consistent snapshot, every stored file a row of
 * that snapshot names (files never change once written, so copying them afterwards is
 * consistent), `secrets.json` when DATA_DIR has one, and the manifest with every hash, last. A tar
 * stream, encrypted with AES-256-GCM when a key is given, streamed to a local file or an S3
 * object. Nothing appears there unless the whole archive was written; an unencrypted archive is
 * refused anywhere but a local file.
 */
export async function createBackup(input: BackupInput): Promise<BackupResult> {
  const writer = archiveWriter(parseArchiveLocation(input.to), input.s3);
  if (!input.key && !writer.local) throw new BackupRefusedError(UNENCRYPTED_REMOTE);
  await writer.prepare();
  const work = await mkdtemp(join(tmpdir(), 'toko-backup-'));
  try {
    const dumpPath = join(work, DUMP_ENTRY);
    const contents = await withSnapshot(input.database, (snapshot) =>
      readSnapshot(snapshot, dumpPath),
    );

    const { header, transform } = await encryptingStream(input.key);
    const archive = new PassThrough();
    archive.write(header);
    const pack = tar.pack();
    const fill = async () => {
      const dumpSize = (await stat(dumpPath)).size;
      const dumpHash = await addEntry(pack, DUMP_ENTRY, dumpSize, createReadStream(dumpPath));
      const parts = await addFiles(pack, input, contents.fileKeys);
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
        ...parts,
      };
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
      await addEntry(pack, MANIFEST_ENTRY, manifestBytes.length, streamOf(manifestBytes));
      pack.finalize();
      return manifest;
    };
    const writing = writer.write(archive);
    try {
      const [manifest, , size] = await Promise.all([
        fill(),
        pipeline(pack, transform, archive),
        writing,
      ]);
      return { location: describeLocation(writer.location), size, manifest };
    } catch (error) {
      // The writer sees a failed stream, not an early end, and removes what it began.
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      pack.destroy();
      await writing.catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function streamOf(bytes: Buffer): Readable {
  return Readable.from([bytes]);
}
