import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors';
import { errorMessages, messages, t } from '../src/messages';

describe('message catalogue', () => {
  it('returns the exact spec texts', () => {
    expect(t('auth.login.success')).toBe('Login berhasil!');
    expect(t('auth.login.failedTitle')).toBe('Login gagal');
    expect(t('admin.dashboard.greeting')).toBe('Selamat datang di portal admin');
    expect(t('common.notFoundTitle')).toBe('Oops! Page not found');
  });

  it('fills placeholders and leaves a missing one visible', () => {
    expect(t('common.loadFailedWithReason', { message: 'koneksi terputus' })).toBe(
      'Gagal memuat data: koneksi terputus',
    );
    expect(t('common.loadFailedWithReason')).toBe('Gagal memuat data: {message}');
    expect(t('common.loadFailedWithReason', { other: 1 })).toBe('Gagal memuat data: {message}');
  });

  it('has an Indonesian message for every error code', () => {
    for (const code of ERROR_CODES) expect(errorMessages[code].length).toBeGreaterThan(5);
    expect(errorMessages.invalid_credentials).toBe('Email atau password salah. Silakan coba lagi.');
    expect(errorMessages.too_many_registration_attempts).toBe(
      'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.',
    );
  });

  it('has no empty text', () => {
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });
});
