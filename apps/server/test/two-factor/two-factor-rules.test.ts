import { twoFactorCodeSchema, totpCodeSchema } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
} from '../../src/modules/two-factor/recovery-codes';
import { decryptText, deriveKey, encryptText } from '../../src/modules/two-factor/secret-box';
import { currentTotp, generateTotpSecret, matchTotpStep } from '../../src/modules/two-factor/totp';

const key = deriveKey('k'.repeat(64), 'totp-secret');
const at = (seconds: number) => new Date(seconds * 1000);

describe('the TOTP secret at rest', () => {
  it('round-trips, and fails for another user, another key or an altered text', () => {
    const secret = generateTotpSecret();
    const sealed = encryptText(key, secret, 'user-1');
    expect(sealed).not.toContain(secret);
    expect(encryptText(key, secret, 'user-1')).not.toBe(sealed);
    expect(decryptText(key, sealed, 'user-1')).toBe(secret);
    expect(() => decryptText(key, sealed, 'user-2')).toThrow();
    expect(() => decryptText(deriveKey('o'.repeat(64), 'totp-secret'), sealed, 'user-1')).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => decryptText(key, altered, 'user-1')).toThrow();
  });
});

describe('TOTP codes', () => {
  const secret = generateTotpSecret();

  it('match their own step, one step of drift either side, and no further', () => {
    const now = at(1_800_000_000);
    const step = 1_800_000_000 / 30;
    expect(matchTotpStep(secret, currentTotp(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, currentTotp(secret, at(1_800_000_030)), now)).toBe(step + 1);
    expect(matchTotpStep(secret, currentTotp(secret, at(1_799_999_970)), now)).toBe(step - 1);
    const far = currentTotp(secret, at(1_800_000_090));
    if (far !== currentTotp(secret, now)) expect(matchTotpStep(secret, far, now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five, hashed the same however typed', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [code = ''] = codes;
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode(key, code)).toBe(hashRecoveryCode(key, code.toUpperCase()));
    expect(hashRecoveryCode(key, code)).toBe(hashRecoveryCode(key, code.replace('-', '')));
    expect(hashRecoveryCode(key, code)).not.toContain(code.replace('-', ''));
  });
});

describe('the code field', () => {
  it('takes six digits or a recovery code, ignoring spaces and dashes', () => {
    expect(twoFactorCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(twoFactorCodeSchema.parse('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(twoFactorCodeSchema.safeParse('12345').success).toBe(false);
    expect(totpCodeSchema.safeParse('abcdefghjk').success).toBe(false);
  });
});
