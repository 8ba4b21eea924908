import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors';
import { REGISTRATION_ADDRESS_RATE_LIMIT, REGISTRATION_PERSON_RATE_LIMIT } from '../src/limits';
import { messages as adminCatalogue, t as adminT } from '../src/i18n/admin';
import { messages as commonCatalogue } from '../src/i18n/common';
import { messages as publicCatalogue, t as publicT } from '../src/i18n/public';
import { allMessages, errorMessages } from '../src/messages';

describe('message catalogue', () => {
  it('returns the exact spec texts', () => {
    expect(adminT('auth.login.success')).toBe('Login berhasil!');
    expect(adminT('auth.login.failedTitle')).toBe('Login gagal');
    expect(adminT('admin.dashboard.greeting')).toBe('Selamat datang di portal admin');
    expect(publicT('common.notFoundTitle')).toBe('Oops! Page not found');
  });

  it('fills placeholders and leaves a missing one visible', () => {
    expect(publicT('common.loadFailedWithReason', { message: 'koneksi terputus' })).toBe(
      'Gagal memuat data: koneksi terputus',
    );
    expect(publicT('common.loadFailedWithReason')).toBe('Gagal memuat data: {message}');
    expect(publicT('common.loadFailedWithReason', { other: 1 })).toBe(
      'Gagal memuat data: {message}',
    );
  });

  it('has an Indonesian message for every error code', () => {
    for (const code of ERROR_CODES) expect(errorMessages[code].length).toBeGreaterThan(5);
    expect(errorMessages.invalid_credentials).toBe('Email atau password salah. Silakan coba lagi.');
    for (const limit of [REGISTRATION_PERSON_RATE_LIMIT, REGISTRATION_ADDRESS_RATE_LIMIT]) {
      expect(
        errorMessages.too_many_registration_attempts.replace(
          '{minutes}',
          String(limit.blockMinutes),
        ),
      ).toBe('Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.');
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of Object.entries(allMessages)) {
      expect(String(text).trim(), key).not.toBe('');
    }
  });

  it('keeps each area to its own texts: the public site carries no admin or sign-up strings', () => {
    const keys = Object.keys(publicCatalogue);
    expect(keys.filter((key) => /^(admin|auth|checkout|registration|upload)\./.test(key))).toEqual(
      [],
    );
    expect(Object.keys(adminCatalogue).filter((key) => key.startsWith('marketing.'))).toEqual([]);
    for (const key of Object.keys(commonCatalogue)) expect(key.startsWith('common.')).toBe(true);
  });
});
