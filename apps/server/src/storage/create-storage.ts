import { join } from 'node:path';
import type { Config } from '../config';
import type { Secrets } from '../secrets';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';
import { createUrlSigner } from './url-signer';

/**
 * S3 when `S3_*` is configured, else files under `<DATA_DIR>/files`. `now` is the app's clock.
 * The AWS SDK (about 25 MB of memory) is loaded only when S3 is used.
 */
export async function createStorage(
  config: Config,
  secrets: Secrets,
  now: () => Date,
): Promise<Storage> {
  const signer = createUrlSigner(secrets.signingSecret, now);
  if (config.s3) {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.s3, signer);
  }
  return createDiskStorage(join(config.dataDir, 'files'), signer);
}
