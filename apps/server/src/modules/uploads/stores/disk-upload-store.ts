import { join } from 'node:path';
import { FileConfigstore, FileStore } from '@tus/file-store';
import { rememberedConfigstore } from './remembered-configstore';
import type { UploadStore } from './upload-store';

/** Where unfinished uploads are kept on disk. */
export const uploadDirectory = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Unfinished uploads in `<DATA_DIR>/uploads`: `<id>` holds the bytes, `<id>.json` the metadata
 * (remembered by this instance too: remembered-configstore.ts).
 */
export function createDiskUploadStore(dataDir: string, expiryMs: number): UploadStore {
  const directory = uploadDirectory(dataDir);
  const datastore = new FileStore({
    directory,
    configstore: rememberedConfigstore(new FileConfigstore(directory)),
    expirationPeriodInMilliseconds: expiryMs,
  });
  const remove = (id: string) => datastore.remove(id).catch(() => undefined);
  return {
    datastore,
    read: async (id) => datastore.read(id),
    // Only ever asked for the id of an upload row: one tus made.
    localPath: (id) => join(directory, id),
    remove,
    async deleteExpired(cutoff) {
      let deleted = 0;
      for (const id of await datastore.configstore.list!()) {
        const info = await datastore.configstore.get(id).catch(() => undefined);
        if (!info?.creation_date || new Date(info.creation_date) >= cutoff) continue;
        await remove(id);
        deleted += 1;
      }
      return deleted;
    },
    close: () => undefined,
  };
}
