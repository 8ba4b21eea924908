import { randomUUID } from 'node:crypto';
import { constants, createWriteStream, open as openCallback } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';
import { fileNameOfKey } from './file-names';
import { assertValidObjectKey } from './object-keys';
import {
  FALLBACK_CONTENT_TYPE,
  FileTooLargeError,
  StoredFileNotFoundError,
  type PutOptions,
  type Storage,
  type StoredFile,
} from './storage';
import type { UrlSigner } from './url-signer';

const openNew = promisify(openCallback);

type Metadata = { contentType: string; downloadName?: string };

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A hard link cannot be made: another file system, or one without hard links. */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP']);

/** A private file's mode and bytes made durable, as `put`'s flush does; its size within `maxBytes`. */
async function flushedSize(path: string, maxBytes: number): Promise<number> {
  const handle = await open(path, 'r+');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    await handle.chmod(0o600);
    await handle.sync();
    return size;
  } finally {
    await handle.close();
  }
}

/**
 * Files under `root` (`<DATA_DIR>/files`, outside the web root): contents in `objects/<key>`,
 * content type and download name in `meta/<key>.json`, uploads in progress in `tmp/`. A file
 * appears under its key only once complete (rename on the same file system is atomic), and
 * its metadata is in place before it does. `adopt` publishes a file already on the same disk the
 * same way, through a hard link in `tmp/` instead of a copy of its bytes.
 */
export function createDiskStorage(root: string, signer: UrlSigner): Storage {
  const objectPath = (key: string) => join(root, 'objects', key);
  const metadataPath = (key: string) => join(root, 'meta', `${key}.json`);
  const tmpDir = join(root, 'tmp');

  async function readMetadata(key: string): Promise<Metadata | undefined> {
    try {
      return JSON.parse(await readFile(metadataPath(key), 'utf8')) as Metadata;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * The folders `key` is published into, made while its bytes are still written or flushed, so
   * that publishing is two renames. A sign-up's every document has folders of its own.
   */
  function foldersOf(key: string): Promise<unknown> {
    const made = Promise.all([
      mkdir(dirname(objectPath(key)), { recursive: true }),
      mkdir(dirname(metadataPath(key)), { recursive: true }),
    ]);
    // Awaited with the bytes; a failure of those first must not leave this one unhandled.
    made.catch(() => undefined);
    return made;
  }

  /** A new private file in `tmp/`, which is made when it is missing. */
  async function openTemporary(path: string): Promise<number> {
    try {
      return await openNew(path, 'wx', 0o600);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await mkdir(tmpDir, { recursive: true });
      return openNew(path, 'wx', 0o600);
    }
  }

  function writeMetadata(tmpMetadata: string, options: PutOptions): Promise<void> {
    const metadata: Metadata = {
      contentType: options.contentType,
      downloadName: options.downloadName,
    };
    return writeFile(tmpMetadata, JSON.stringify(metadata), { mode: 0o600, flush: true });
  }

  /** Moves a complete, flushed file and its metadata from `tmp/` under `key`, into its folders. */
  async function publish(key: string, tmpData: string, options: PutOptions) {
    await options.beforePublish?.();
    await rename(`${tmpData}.json`, metadataPath(key));
    await rename(tmpData, objectPath(key));
  }

  async function put(key: string, body: Readable, options: PutOptions) {
    assertValidObjectKey(key);
    const tmpData = join(tmpDir, randomUUID());
    const tmpMetadata = `${tmpData}.json`;
    const limit = new ByteLimit(options.maxBytes);
    const file = createWriteStream(tmpData, { fd: await openTemporary(tmpData), flush: true });
    // Written and flushed while the bytes stream: the upload need not wait for it after them.
    const metadataWritten = writeMetadata(tmpMetadata, options);
    const folders = foldersOf(key);
    try {
      await Promise.all([pipeline(body, limit, file), metadataWritten, folders]);
      await publish(key, tmpData, options);
    } catch (error) {
      // Stops the bytes when the metadata failed first; a no-op once the stream has ended.
      file.destroy();
      // Settled first, so that the metadata file cannot appear after its removal.
      await metadataWritten.catch(() => undefined);
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMetadata, { force: true })]);
      throw error;
    }
    return { key, size: limit.bytes };
  }

  /** The file at `path` under a new name in `tmp/`: the same file, or a copy across file systems. */
  async function linkTemporary(path: string, tmpData: string) {
    await mkdir(tmpDir, { recursive: true });
    try {
      await link(path, tmpData);
    } catch (error) {
      if (!CANNOT_LINK.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
      await copyFile(path, tmpData, constants.COPYFILE_EXCL);
    }
  }

  async function adopt(key: string, path: string, options: PutOptions) {
    assertValidObjectKey(key);
    const tmpData = join(tmpDir, randomUUID());
    const tmpMetadata = `${tmpData}.json`;
    let metadataWritten: Promise<void> | undefined;
    const folders = foldersOf(key);
    try {
      await linkTemporary(path, tmpData);
      metadataWritten = writeMetadata(tmpMetadata, options);
      const [size] = await Promise.all([
        flushedSize(tmpData, options.maxBytes),
        metadataWritten,
        folders,
      ]);
      await publish(key, tmpData, options);
      return { key, size };
    } catch (error) {
      // Settled first, so that the metadata file cannot appear after its removal.
      await metadataWritten?.catch(() => undefined);
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMetadata, { force: true })]);
      throw error;
    }
  }

  async function get(key: string): Promise<StoredFile> {
    assertValidObjectKey(key);
    let handle;
    try {
      handle = await open(objectPath(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
    try {
      const [{ size }, metadata] = await Promise.all([handle.stat(), readMetadata(key)]);
      return {
        stream: handle.createReadStream(),
        size,
        contentType: metadata?.contentType ?? FALLBACK_CONTENT_TYPE,
        downloadName: metadata?.downloadName,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    kind: 'disk',
    put,
    adopt,
    get,
    async delete(key) {
      assertValidObjectKey(key);
      await rm(objectPath(key), { force: true });
      await rm(metadataPath(key), { force: true });
    },
    async deleteUnfinishedWrites(olderThan) {
      const names = await readdir(tmpDir).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      let deleted = 0;
      for (const name of names) {
        const path = join(tmpDir, name);
        const modified = await stat(path).then(
          (found) => found.mtime,
          () => undefined,
        );
        if (!modified || modified >= olderThan) continue;
        await rm(path, { force: true });
        deleted += 1;
      }
      return deleted;
    },
    async signedUrl(key, expiresInSeconds, downloadName, holder) {
      assertValidObjectKey(key);
      await stat(objectPath(key)).catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileNotFoundError(key) : error;
      });
      const metadata = await readMetadata(key);
      const name = downloadName ?? metadata?.downloadName ?? fileNameOfKey(key);
      return signer.sign(key, expiresInSeconds, name, holder);
    },
  };
}
