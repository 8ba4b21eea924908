import type { Config } from '../../../config';
import { createDiskUploadStore } from './disk-upload-store';
import { createS3UploadStore } from './s3-upload-store';
import type { UploadStore } from './upload-store';

/** The upload store of this setup: on disk, or in the S3 bucket every instance shares. */
export function createUploadStore(
  config: Pick<Config, 'dataDir' | 'uploadExpiryHours' | 's3'>,
): UploadStore {
  const expiryMs = config.uploadExpiryHours * 3_600_000;
  return config.s3
    ? createS3UploadStore(config.s3, expiryMs)
    : createDiskUploadStore(config.dataDir, expiryMs);
}
