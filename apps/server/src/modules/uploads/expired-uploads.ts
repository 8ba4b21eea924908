import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deleteStoredFiles } from '../stored-files/delete-stored-files';
import { createUploadStore } from './stores/create-upload-store';
import { uploadExpiryMs } from './upload-expiry';
import { releaseUploads } from './uploads-repository';

/**
 * Deletes resumable uploads past their expiry that no form took: their rows (each checked
 * file recorded as released in the same transaction), their bytes in the upload store, then the
 * checked files (one that cannot be deleted is left to the orphan sweep). Then whatever the
 * upload store still holds of uploads begun before the expiry, which a crash may have left
 * without a row: on disk its files, in S3 its objects and its incomplete multipart upload.
 * Returns how many uploads were deleted.
 */
export async function deleteExpiredUploads(
  deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const { config, database, now } = deps;
  const store = createUploadStore(config);
  try {
    const expired = await releaseUploads(database.db, now());
    for (const id of expired.ids) await store.remove(id).catch(() => undefined);
    await deleteStoredFiles(deps, expired.fileKeys, log);
    const cutoff = new Date(now().getTime() - uploadExpiryMs(config));
    await store.deleteExpired(cutoff).catch((error: unknown) => {
      log.warn({ errorName: (error as Error).name }, 'upload store expiry failed');
    });
    return expired.ids.length;
  } finally {
    store.close();
  }
}
