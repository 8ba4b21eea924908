import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createUploadStore } from './stores/create-upload-store';
import { uploadExpiryMs } from './upload-expiry';
import { deleteUpload, listExpiredUploads } from './uploads-repository';

/**
 * Deletes resumable uploads past their expiry that no form took: their bytes in the upload
 * store, the checked file in storage, then their row (kept when the file could not be deleted,
 * so the next cleanup tries again). Then whatever the upload store still holds of uploads begun
 * before the expiry, which a crash may have left without a row: on disk its files, in S3 its
 * objects and its incomplete multipart upload. Returns how many uploads were deleted.
 */
export async function deleteExpiredUploads(
  { config, database, storage, now }: Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const store = createUploadStore(config);
  try {
    const expired = await listExpiredUploads(database.db, now());
    let deleted = 0;
    for (const row of expired) {
      await store.remove(row.id).catch(() => undefined);
      try {
        if (row.storedKey) await storage.delete(row.storedKey);
      } catch (error) {
        log.warn(
          { errorName: (error as Error).name },
          'expired upload not deleted; cleanup retries',
        );
        continue;
      }
      await deleteUpload(database.db, row.id);
      deleted += 1;
    }
    const cutoff = new Date(now().getTime() - uploadExpiryMs(config));
    await store.deleteExpired(cutoff).catch((error: unknown) => {
      log.warn({ errorName: (error as Error).name }, 'upload store expiry failed');
    });
    return deleted;
  } finally {
    store.close();
  }
}
