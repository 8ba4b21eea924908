import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../src/storage/content-disposition';
import { fileNameOfKey, sanitizeFileName } from '../../src/storage/file-names';
import { isValidObjectKey, newObjectKey } from '../../src/storage/object-keys';
import { createUrlSigner } from '../../src/storage/url-signer';

describe('newObjectKey', () => {
  it('files keys by year and month under a random name', () => {
    const key = newObjectKey('payment-proofs', 'PDF', new Date('2026-11-21T10:00:00Z'));
    expect(key).toMatch(/^payment-proofs\/2026\/11\/[0-9a-f-]{36}\.pdf$/);
    expect(isValidObjectKey(key)).toBe(true);
    expect(newObjectKey('payment-proofs', 'pdf')).not.toBe(newObjectKey('payment-proofs', 'pdf'));
  });

  it('refuses a bad prefix or extension', () => {
    expect(() => newObjectKey('../etc', 'pdf')).toThrow();
    expect(() => newObjectKey('payment-proofs', 'p/df')).toThrow();
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['Bukti Transfer (1).PDF', 'bukti_transfer_1_.pdf'],
    ['C:\\Users\\ana\\KTP Ana.jpg', 'ktp_ana.jpg'],
    ['../../.env', 'env'],
    ['foto-toko_luar.v2.png', 'foto-toko_luar.v2.png'],
    ['Slip gaji Ü.png', 'slip_gaji_.png'],
    ['', 'file'],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(100);
    expect(name.endsWith('.jpeg')).toBe(true);
  });

  it('names a key by its last segment', () => {
    expect(fileNameOfKey('payment-proofs/2026/11/abc.pdf')).toBe('abc.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('KTP "Ana" ü (1).pdf')).toBe(
      `attachment; filename="KTP _Ana_ _ (1).pdf"; filename*=UTF-8''KTP%20%22Ana%22%20%C3%BC%20%281%29.pdf`,
    );
  });

  it('cannot break out of the header', () => {
    expect(attachmentDisposition('a\r\nSet-Cookie: x=1')).not.toMatch(/[\r\n]/);
  });
});

describe('createUrlSigner', () => {
  let clock = new Date('2026-11-21T10:00:00Z');
  const signer = createUrlSigner('unit-test-secret-'.padEnd(64, 's'), () => clock);

  function parts(url: string) {
    const parsed = new URL(url, 'http://localhost');
    return {
      key: parsed.pathname.replace('/api/files/', ''),
      query: {
        exp: parsed.searchParams.get('exp') ?? '',
        name: parsed.searchParams.get('name') ?? '',
        sig: parsed.searchParams.get('sig') ?? '',
      },
    };
  }

  it('verifies its own links until they expire', () => {
    const { key, query } = parts(signer.sign('a/b.pdf', 300, 'bukti.pdf'));
    expect(query.exp).toBe(String(Date.parse('2026-11-21T10:05:00Z') / 1000));
    expect(signer.verify(key, query)).toBe('valid');
    clock = new Date('2026-11-21T10:05:00Z');
    expect(signer.verify(key, query)).toBe('expired');
  });

  it('refuses links signed with another secret or malformed', () => {
    const other = createUrlSigner('other-secret-'.padEnd(64, 'o'), () => clock);
    const { key, query } = parts(other.sign('a/b.pdf', 300, 'bukti.pdf'));
    expect(signer.verify(key, query)).toBe('invalid');
    expect(signer.verify(key, { ...query, sig: 'zz' })).toBe('invalid');
    expect(signer.verify(key, { ...query, exp: '1e9' })).toBe('invalid');
  });
});
