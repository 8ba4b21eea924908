import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../../src/app-deps';

/** Files the disk driver holds under DATA_DIR/files (data and metadata), unfinished writes aside. */
export function storedFileCount(deps: Pick<AppDeps, 'config'>): number {
  try {
    return readdirSync(join(deps.config.dataDir, 'files'), {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp')).length;
  } catch {
    return 0;
  }
}

/**
 * The size of a stored file, or undefined when storage has none under `key`. Its stream is
 * closed at once: an open file left to the garbage collector is an error from Node 24 on.
 */
export async function storedSize(
  deps: Pick<AppDeps, 'storage'>,
  key: string,
): Promise<number | undefined> {
  try {
    const file = await deps.storage.get(key);
    file.stream.destroy();
    return file.size;
  } catch {
    return undefined;
  }
}

/** Where the disk driver keeps the bytes stored under `key`. */
const objectPath = (deps: Pick<AppDeps, 'config'>, key: string) =>
  join(deps.config.dataDir, 'files', 'objects', key);

/**
 * Makes a stored file impossible to delete on the real disk store: its bytes give way to a
 * folder of the same name with a file in it, which no `rm` of a file removes (a read-only
 * folder would not stop a test run as root). Returns how to make it deletable again.
 */
export function makeUndeletable(deps: Pick<AppDeps, 'config'>, key: string): () => void {
  const path = objectPath(deps, key);
  const bytes = readFileSync(path);
  rmSync(path);
  mkdirSync(path);
  writeFileSync(join(path, 'inside'), 'kept');
  return () => {
    rmSync(path, { recursive: true });
    writeFileSync(path, bytes);
  };
}
