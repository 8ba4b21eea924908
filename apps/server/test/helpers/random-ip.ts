import { randomInt } from 'node:crypto';

/** A client address of its own, so one test's requests do not share another's rate limits. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
