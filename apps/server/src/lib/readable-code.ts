import { randomBytes } from 'node:crypto';
import { SHOP_TIME_ZONE } from '@toko/contracts';

/** Crockford's base32: digits and capitals without I, L, O and U, so nothing reads ambiguously. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 6 characters of 5 random bits: about a billion codes per prefix and day. */
export const CODE_RANDOM_LENGTH = 6;

/** `ORD` for order numbers, `REG` for registration codes. */
export type CodePrefix = 'ORD' | 'REG';

const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A code people can read aloud and nobody can guess, e.g. `ORD-20261121-7KQ4XH`: prefix, the
 * day in shop time (Asia/Jakarta) and 6 characters from the crypto random source. Unique only
 * by chance: insert it with `insertWithUniqueCode`, which retries on a collision.
 */
export function readableCode(prefix: CodePrefix, now: Date): string {
  return `${prefix}-${dayStamp(now)}-${randomCode(CODE_RANDOM_LENGTH)}`;
}

/** `length` characters of `CODE_ALPHABET` from the crypto random source. */
export function randomCode(length: number): string {
  let random = '';
  // 256 is a multiple of 32, so `byte % 32` picks every character equally often.
  for (const byte of randomBytes(length)) random += CODE_ALPHABET[byte % 32];
  return random;
}

function dayStamp(now: Date): string {
  const parts = Object.fromEntries(
    shopDay.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}`;
}
