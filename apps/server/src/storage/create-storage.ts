import { join } from 'node:path';
import type { Config } from '../config';
import type { Secrets } from '../secrets';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { createUrlSigner } from './url-signer';

/** S3 when `S3_*` is configured, else files under `<DATA_DIR>/files`. `now` is the app's clock. */
export function createStorage(config: Config, secrets: Secrets, now: () => Date): Storage {
  const signer = createUrlSigner(secrets.signingSecret, now);
  if (config.s3) return createS3Storage(config.s3, signer);
  return createDiskStorage(join(config.dataDir, 'files'), signer);
}
