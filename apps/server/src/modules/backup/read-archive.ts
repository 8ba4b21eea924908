import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { isValidObjectKey } from '../../storage/object-keys';
import {
  damaged,
  decryptingStream,
  ENCRYPTED_HEADER_BYTES,
  PLAIN_HEADER_BYTES,
  archiveMode,
} from './archive-crypto';
import { BackupRefusedError } from './backup-errors';
import {
  DUMP_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  SECRETS_ENTRY,
  manifestSchema,
  type BackupManifest,
} from './backup-manifest';
import { HashingStream } from './hashing-stream';

export type UnpackedBackup = {
  manifest: BackupManifest;
  /** Whether it was encrypted, and so proven to come from a holder of the key. */
  encrypted: boolean;
  /** Where the entries were written: `database.sql`, `files/<key>`, `secrets.json`. */
  folder: string;
};

type Written = Map<string, { size: number; sha256: string }>;

function allowedEntry(name: string): boolean {
  if (name === DUMP_ENTRY || name === MANIFEST_ENTRY || name === SECRETS_ENTRY) return true;
  return name.startsWith(FILES_FOLDER) && isValidObjectKey(name.slice(FILES_FOLDER.length));
}

/**
 * The header from the start of `archive` (as many bytes as an encrypted one has, fewer when the
 * archive is shorter); the bytes read past the header are put back into the stream.
 */
async function readHeader(archive: Readable): Promise<Buffer> {
  for (;;) {
    const start = (archive.read(ENCRYPTED_HEADER_BYTES) as Buffer | null) ?? undefined;
    if (start) {
      const length = archiveMode(start) === 'plain' ? PLAIN_HEADER_BYTES : ENCRYPTED_HEADER_BYTES;
      if (start.length > length) archive.unshift(start.subarray(length));
      return start.subarray(0, length);
    }
    // Too short to be a backup: `decryptingStream` refuses it as not ours.
    if (archive.readableEnded) return Buffer.alloc(0);
    await Promise.race([once(archive, 'readable'), once(archive, 'end')]);
  }
}

/**
 * A plain archive is checked only against its own manifest: whoever can write where backups are
 * kept can change its rows and secrets.json and recompute every hash. With a key there is a
 * better proof, so a plain archive is refused unless the operator says otherwise.
 */
function refuseUnauthenticated(): BackupRefusedError {
  return new BackupRefusedError(
    'This backup is not encrypted, and BACKUP_KEY is set: nothing proves who wrote it (anyone ' +
      'who can write where backups are kept could have changed it and its hashes). Nothing was ' +
      'restored. If you made it yourself without BACKUP_KEY, `npm run restore -- BACKUP ' +
      '--allow-unencrypted` restores it and records that in the audit log.',
  );
}

/** Decrypts and unpacks into `folder`, hashing every entry as it is written. */
async function unpack(
  archive: Readable,
  key: string | undefined,
  folder: string,
  allowUnencrypted: boolean,
): Promise<{ written: Written; encrypted: boolean }> {
  const header = await readHeader(archive);
  // Refuses a file that is not a backup at all first.
  const encrypted = archiveMode(header) === 'encrypted';
  if (key !== undefined && !encrypted && !allowUnencrypted) {
    archive.destroy();
    throw refuseUnauthenticated();
  }
  const decrypt = await decryptingStream(header, key);
  const extract = tar.extract();
  const written: Written = new Map();
  /** What is being written into the folder, if anything: a folder, then a file. */
  let writing: { stop: () => void; closed: Promise<unknown> } | undefined;
  /** Set once the unpacking has failed: no entry still on its way is written after that. */
  let stopped = false;
  const unpacking = (async () => {
    for await (const entry of extract) {
      if (stopped) return;
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !allowedEntry(name) || written.has(name)) {
        entry.resume();
        throw damaged(` (unexpected entry ${JSON.stringify(name)})`);
      }
      const target = join(folder, name);
      if (relative(folder, target).startsWith('..')) throw damaged();
      const folderMade = mkdir(dirname(target), { recursive: true });
      writing = { stop: () => undefined, closed: folderMade.catch(() => undefined) };
      await folderMade;
      if (stopped) return;
      const file = createWriteStream(target, { mode: 0o600 });
      writing = { stop: () => file.destroy(), closed: once(file, 'close').catch(() => undefined) };
      const hashing = new HashingStream();
      await pipeline(entry, hashing, file);
      writing = undefined;
      written.set(name, { size: hashing.bytes, sha256: hashing.digest() });
    }
  })().catch((error: unknown) => {
    // Stops reading the archive: nothing after a refused entry is looked at.
    extract.destroy();
    throw error;
  });
  try {
    await Promise.all([pipeline(archive, decrypt, extract), unpacking]);
  } catch (error) {
    // The archive failed while an entry was on its way or being written: nothing more is written,
    // and the file is closed before the caller removes the folder (or it gets ENOTEMPTY instead
    // of the refusal).
    stopped = true;
    writing?.stop();
    await writing?.closed;
    if (error instanceof BackupRefusedError) throw error;
    // tar-stream's own complaints (a cut-off or garbled archive).
    throw damaged();
  }
  return { written, encrypted };
}

/** Every part the manifest names is there with its size and hash, and nothing else is. */
function checkAgainstManifest(manifest: BackupManifest, written: Written): void {
  const expected = new Map<string, { size: number; sha256: string }>([
    [DUMP_ENTRY, manifest.database],
    ...manifest.files.map((file) => [`${FILES_FOLDER}${file.key}`, file] as const),
    ...(manifest.secrets ? [[SECRETS_ENTRY, manifest.secrets] as const] : []),
  ]);
  for (const [name, want] of expected) {
    const got = written.get(name);
    if (!got) throw damaged(` (${name} is missing)`);
    if (got.size !== want.size || got.sha256 !== want.sha256) {
      throw damaged(` (${name} does not match its SHA-256 in the manifest)`);
    }
  }
  for (const name of written.keys()) {
    if (name !== MANIFEST_ENTRY && !expected.has(name))
      throw damaged(` (${name} is not in the manifest)`);
  }
}

/**
 * Unpacks a backup into `folder` and proves it whole: the GCM tag (an encrypted archive), then
 * the manifest's size and SHA-256 of every part. Throws `BackupRefusedError` otherwise, and for
 * a plain archive while there is a `key`, unless `allowUnencrypted`.
 */
export async function unpackBackup(
  archive: Readable,
  key: string | undefined,
  folder: string,
  allowUnencrypted = false,
): Promise<UnpackedBackup> {
  const { written, encrypted } = await unpack(archive, key, folder, allowUnencrypted);
  if (!written.has(MANIFEST_ENTRY)) throw damaged(' (it has no manifest)');
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(
      JSON.parse(await readFile(join(folder, MANIFEST_ENTRY), 'utf8')),
    );
  } catch {
    throw damaged(' (its manifest cannot be read)');
  }
  checkAgainstManifest(manifest, written);
  return { manifest, encrypted, folder };
}
