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
