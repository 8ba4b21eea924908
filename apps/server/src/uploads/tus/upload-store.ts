import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../config';

/**
 * Where unfinished uploads collect their bytes: `<DATA_DIR>/uploads`, next to (not inside) the
 * private files. A finished upload is checked, copied into storage and removed from here.
 */
export function createUploadStore(
  config: Pick<Config, 'dataDir' | 'uploadExpiryHours'>,
): FileStore {
  return new FileStore({
    directory: join(config.dataDir, 'uploads'),
    expirationPeriodInMilliseconds: config.uploadExpiryHours * 3_600_000,
  });
}

/** Removes an upload's bytes and metadata; one already gone is not an error. */
export async function removeFromUploadStore(store: FileStore, id: string): Promise<void> {
  await store.remove(id).catch(() => undefined);
}
