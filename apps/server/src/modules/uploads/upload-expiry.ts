import type { Config } from '../../config';
import { HOUR_MS } from '../../lib/durations';

/** How long an unfinished or unclaimed upload lives, from its draft or its creation (UPLOAD_EXPIRY_HOURS). */
export const uploadExpiryMs = (config: Pick<Config, 'uploadExpiryHours'>): number =>
  config.uploadExpiryHours * HOUR_MS;
