import type { Config } from '../config';
import type { Secrets } from '../secrets';
import type { Storage } from './storage';

// Placeholder until the disk and S3 drivers land (storage work in progress).
export function createStorage(_config: Config, _secrets: Secrets): Storage {
  throw new Error('storage drivers not implemented yet');
}
