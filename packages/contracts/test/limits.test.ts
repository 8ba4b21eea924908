import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_REPLACEMENT_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  PROOF_MIME_TYPES,
  REFERRAL_CODE_PATTERN,
  SIGNED_URL_TTL_SECONDS,
} from '../src/limits';

describe('business limits', () => {
  it('caps uploads at 10 MiB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it('pages admin lists by 25 and signs URLs for 300 seconds', () => {
    expect(ADMIN_PAGE_SIZE).toBe(25);
    expect(SIGNED_URL_TTL_SECONDS).toBe(300);
  });

  it('allows JPG, PNG and PDF proofs; the admin replacement adds WEBP', () => {
    expect([...PROOF_MIME_TYPES]).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect([...ADMIN_REPLACEMENT_MIME_TYPES]).toEqual([...PROOF_MIME_TYPES, 'image/webp']);
  });

  it('accepts referral codes of 4 to 20 letters, digits, hyphens and underscores', () => {
    expect(REFERRAL_CODE_PATTERN.test('abcd')).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test('A-1_b')).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test('a'.repeat(20))).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test('abc')).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test('a'.repeat(21))).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test('ab cd')).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test('abc!')).toBe(false);
  });
});
