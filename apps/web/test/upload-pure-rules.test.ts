import { MAX_UPLOAD_BYTES, PROOF_EXTENSIONS } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { fitWithin, TARGET_LONG_EDGE } from '../src/lib/upload/fit-within';
import { formatFileSize } from '../src/lib/upload/format-file-size';
import { isRetryable } from '../src/lib/upload/is-retryable';
import { progressPercent } from '../src/lib/upload/progress-percent';
import { rulesHint } from '../src/lib/upload/rules-hint';
import { shrinkOutputType, shrunkFileName } from '../src/lib/upload/shrink-output';

describe('fitWithin (target dimensions)', () => {
  it('brings the long edge of a phone photo to 2000 px, keeping the ratio', () => {
    expect(TARGET_LONG_EDGE).toBe(2000);
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin({ width: 8000, height: 8000 })).toEqual({ width: 2000, height: 2000 });
  });

  it('never scales up and keeps an image exactly at the limit', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2000, height: 10 })).toEqual({ width: 2000, height: 10 });
  });

  it('rounds and keeps at least one pixel on a very thin image', () => {
    expect(fitWithin({ width: 4001, height: 3 })).toEqual({ width: 2000, height: 1 });
    expect(fitWithin({ width: 3333, height: 2222 }, 1000)).toEqual({ width: 1000, height: 667 });
  });
});

describe('progressPercent', () => {
  it('is the whole percent sent, rounded down, 100 only when every byte is out', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(1, 1000)).toBe(0);
    expect(progressPercent(455, 1000)).toBe(45);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
  });

  it('stays within 0–100 when the numbers are odd', () => {
    expect(progressPercent(1200, 1000)).toBe(100);
    expect(progressPercent(-5, 1000)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});

describe('shrinkOutputType and shrunkFileName', () => {
  it('turns photos into JPEG, keeps PNG as PNG and leaves PDFs alone', () => {
    expect(shrinkOutputType({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(shrinkOutputType({ name: 'a.webp', type: 'image/webp' })).toBe('image/jpeg');
    expect(shrinkOutputType({ name: 'IMG.JPG', type: '' })).toBe('image/jpeg');
    expect(shrinkOutputType({ name: 'ttd.png', type: 'image/png' })).toBe('image/png');
    expect(shrinkOutputType({ name: 'ttd.png', type: '' })).toBe('image/png');
    expect(shrinkOutputType({ name: 'a.pdf', type: 'application/pdf' })).toBeUndefined();
    expect(shrinkOutputType({ name: 'a.jpg', type: 'application/pdf' })).toBeUndefined();
  });

  it('renames only when the type changes', () => {
    expect(shrunkFileName('ktp.JPEG', 'image/jpeg')).toBe('ktp.JPEG');
    expect(shrunkFileName('toko.webp', 'image/jpeg')).toBe('toko.jpg');
    expect(shrunkFileName('kamera', 'image/jpeg')).toBe('kamera.jpg');
    expect(shrunkFileName('ttd.png', 'image/png')).toBe('ttd.png');
  });
});

describe('formatFileSize and rulesHint', () => {
  it('writes sizes the Indonesian way in binary units', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(400 * 1024)).toBe('400 KB');
    expect(formatFileSize(6.25 * 1024 * 1024)).toBe('6,3 MB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10 MB');
  });

  it('describes what a picker accepts', () => {
    expect(rulesHint({ extensions: PROOF_EXTENSIONS })).toBe('JPG, JPEG, PNG, PDF, maksimal 10 MB');
  });
});

describe('isRetryable', () => {
  it('offers a retry after a lost connection or a failing server, not after a refusal', () => {
    expect(isRetryable({ code: 'network_error', status: 0 })).toBe(true);
    expect(isRetryable({ code: 'service_unavailable', status: 503 })).toBe(true);
    expect(isRetryable({ code: 'internal_error', status: 500 })).toBe(true);
    expect(isRetryable({ code: 'validation_failed', status: 400 })).toBe(false);
    expect(isRetryable({ code: 'payload_too_large', status: 413 })).toBe(false);
    expect(isRetryable({ code: 'idempotency_conflict', status: 409 })).toBe(false);
  });
});
