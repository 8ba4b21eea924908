import { statfs } from 'node:fs/promises';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { uploadDirectory } from './stores/disk-upload-store';

/**
 * The free bytes an unprivileged process may still write on the disk that receives uploads;
 * undefined with S3 storage (no disk of ours).
 */
export async function uploadDiskFreeBytes(
  config: Pick<Config, 'dataDir' | 's3'>,
): Promise<number | undefined> {
  if (config.s3) return undefined;
  // The upload store makes the folder when the app is built.
  const { bavail, bsize } = await statfs(uploadDirectory(config.dataDir));
  return bavail * bsize;
}

/**
 * Refuses a new upload with 507 while the upload disk has less free space than
 * UPLOAD_MIN_FREE_MB: the database and the uploads already begun need the rest. With S3 there is
 * no disk to fill.
 */
export async function assertUploadDiskRoom(deps: Pick<AppDeps, 'config' | 'metrics'>) {
  const free = await uploadDiskFreeBytes(deps.config);
  if (free === undefined || free >= deps.config.uploadMinFreeBytes) return;
  deps.metrics.countDiskFullRefusal();
  throw new AppError('insufficient_storage');
}
