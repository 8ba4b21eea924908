import { createHmac, randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@toko/contracts';

/** Lower-case letters and digits without 0/o, 1/l/i: easy to copy from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  let code = '';
  for (let index = 0; index < TWO_FACTOR.recoveryCodeLength; index += 1) {
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
}

/** Fresh codes, as shown to the admin: `abcde-fghjk`. */
export function generateRecoveryCodes(): string[] {
  const half = TWO_FACTOR.recoveryCodeLength / 2;
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    const code = recoveryCode();
    return `${code.slice(0, half)}-${code.slice(half)}`;
  });
}

/**
 * Keyed, so a leaked table cannot be checked against guesses offline. `code` is normalised
 * (no dash or space, lower case), as the request schema hands it over.
 */
export function hashRecoveryCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}
