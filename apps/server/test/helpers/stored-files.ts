import { readdirSync } from 'node:fs';
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
