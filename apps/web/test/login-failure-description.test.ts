import { describe, expect, it } from 'vitest';
import { loginFailureDescription } from '../src/features/admin-auth/lib/login-failure-description';
import { ApiError, type ApiErrorCode } from '../src/lib/api-client';

function apiError(status: number, code: ApiErrorCode, message: string, retryAfterSeconds?: number) {
  return new ApiError({ status, code, message, retryAfterSeconds });
}

describe('loginFailureDescription', () => {
  it("keeps the spec's sentence for wrong credentials", () => {
    const error = apiError(401, 'invalid_credentials', 'apa pun dari server');
    expect(loginFailureDescription(error)).toBe('Email atau password salah. Silakan coba lagi.');
  });

  it('says how many minutes to wait, rounded up, from Retry-After', () => {
    const error = apiError(429, 'too_many_login_attempts', 'dari server', 14 * 60 + 1);
    expect(loginFailureDescription(error)).toBe(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.',
    );
    const almostOver = apiError(429, 'too_many_login_attempts', 'dari server', 5);
    expect(loginFailureDescription(almostOver)).toBe(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 1 menit.',
    );
  });

  it("uses the server's own throttling sentence when no Retry-After came", () => {
    const sentence = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 7 menit.';
    expect(loginFailureDescription(apiError(429, 'too_many_login_attempts', sentence))).toBe(
      sentence,
    );
  });

  it("shows the server's or the client's message for everything else", () => {
    const cases = [
      apiError(403, 'csrf_rejected', 'Permintaan ditolak karena alasan keamanan.'),
      apiError(500, 'internal_error', 'Terjadi kesalahan, silakan coba lagi'),
      apiError(503, 'service_unavailable', 'Layanan sedang tidak tersedia.'),
      apiError(0, 'network_error', 'Tidak dapat terhubung ke server.'),
      apiError(200, 'invalid_response', 'Jawaban server tidak dikenali.'),
    ];
    for (const error of cases) expect(loginFailureDescription(error)).toBe(error.message);
  });

  it('falls back to the generic sentence for an unexpected error', () => {
    expect(loginFailureDescription(new TypeError('x is undefined'))).toBe(
      'Terjadi kesalahan, silakan coba lagi',
    );
  });
});
