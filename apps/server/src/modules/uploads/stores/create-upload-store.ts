import type { Config } from '../../../config';
import { createDiskUploadStore } from './disk-upload-store';
import { createS3UploadStore } from './s3-upload-store';
import type { UploadStore } from './upload-store';
import { uploadExpiryMs } from '../upload-expiry';

/** The upload store of this setup: on disk, or in the S3 bucket every instance shares. */
export function createUploadStore(
  config: Pick<Config, 'dataDir' | 'uploadExpiryHours' | 's3'>,
): UploadStore {
  const expiryMs = uploadExpiryMs(config);
  return config.s3
    ? createS3UploadStore(config.s3, expiryMs)
    : createDiskUploadStore(config.dataDir, expiryMs);
}
