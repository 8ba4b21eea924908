import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFreshDraftToken } from '@/lib/upload/upload-draft';
import { createUploadRecords, readUploadRecords } from '@/lib/upload/upload-records';

const FIELDS = ['ktp', 'kk'] as const;

/** localStorage as the browser has it, for code that reads `window.localStorage`. */
function browserStorage() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('a form’s kept upload records', () => {
  it('keeps only its own fields with a URL, and an id only when it is text', () => {
    const records = readUploadRecords(
      {
        token: 'v1.registration.abc.2000000000.sig',
        files: {
          ktp: { url: '/api/uploads/a', uploadId: 'a' },
          kk: { url: '/api/uploads/b', uploadId: 7 },
          npwp: { url: '/api/uploads/c' },
        },
      },
      FIELDS,
    );
    expect(records).toEqual({
      token: 'v1.registration.abc.2000000000.sig',
      files: { ktp: { url: '/api/uploads/a', uploadId: 'a' }, kk: { url: '/api/uploads/b' } },
    });
  });

  it('reads anything else as no records', () => {
    expect(readUploadRecords('junk', FIELDS)).toEqual({ token: null, files: {} });
    expect(readUploadRecords({ token: 5, files: { ktp: { uploadId: 'a' } } }, FIELDS)).toEqual({
      token: null,
      files: {},
    });
  });

  it('writes nothing to forget a field it never kept, and is gone once forgotten', () => {
    const items = browserStorage();
    const records = createUploadRecords('test-uploads', FIELDS);
    records.record('ktp', null);
    expect(items.size).toBe(0);

    records.set({ token: 'v1.checkout.abc.2000000000.sig', files: {} });
    records.record('ktp', { url: '/api/uploads/a' });
    expect(records.get().files).toEqual({ ktp: { url: '/api/uploads/a' } });
    records.record('ktp', null);
    expect(records.get().files).toEqual({});
    records.set(null);
    expect(items.size).toBe(0);
  });
});

describe('a kept draft token', () => {
  const now = Date.UTC(2026, 10, 27, 6);
  const token = (expires: number) => `v1.checkout.abc.${Math.floor(expires / 1000)}.sig`;

  it('is reused while it has more than a minute left', () => {
    expect(isFreshDraftToken(token(now + 3_600_000), now)).toBe(true);
  });

  it('is replaced when it expires within a minute, or cannot be read', () => {
    expect(isFreshDraftToken(token(now + 30_000), now)).toBe(false);
    expect(isFreshDraftToken('v1.checkout', now)).toBe(false);
  });
});
