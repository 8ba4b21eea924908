import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from '../../src/storage/object-keys';
import {
  FileTooLargeError,
  InvalidObjectKeyError,
  StoredFileNotFoundError,
  type Storage,
} from '../../src/storage/storage';
import type { UrlSigner } from '../../src/storage/url-signer';

const MiB = 1024 * 1024;

function bytes(length: number, fill = 7): Buffer {
  return Buffer.alloc(length, fill);
}

/** Sends `total` bytes in chunks of at most 1 MiB, as an upload arrives. */
function chunked(total: number): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += MiB) yield bytes(Math.min(MiB, total - sent));
    })(),
  );
}

function failingMidway(): Readable {
  return Readable.from(
    (async function* () {
      yield bytes(64 * 1024);
      throw new Error('connection reset');
    })(),
  );
}

export const INVALID_KEYS = [
  '',
  '/payment-proofs/a.pdf',
  '../secrets.json',
  'payment-proofs/../../secrets.json',
  'payment-proofs/..',
  'payment-proofs//a.pdf',
  'payment-proofs/./a.pdf',
  'payment-proofs/a.pdf/',
  'Payment-Proofs/a.pdf',
  'payment proofs/a.pdf',
  'payment-proofs\\a.pdf',
  '.hidden',
  'a..b',
  'a%2f..%2fb',
  `a/${'x'.repeat(600)}`,
];

/**
 * The behaviour every storage driver must share; each driver's test file runs it. `signer` is the
 * one the driver was created with.
 */
export function describeStorageContract(
  driver: string,
  createDriver: () => Storage,
  signer: UrlSigner,
) {
  describe(`${driver} storage contract`, () => {
    let storage: Storage;
    const key = () => newObjectKey('contract-tests', 'bin');
    const expectGone = (gone: string) =>
      expect(storage.get(gone)).rejects.toBeInstanceOf(StoredFileNotFoundError);

    beforeAll(() => {
      storage = createDriver();
    });

    it('returns what was stored, with its size and content type', async () => {
      const stored = key();
      const content = Buffer.from('%PDF-1.7 bukti transfer');
      const result = await storage.put(stored, Readable.from([content]), {
        maxBytes: 1024,
        contentType: 'application/pdf',
      });
      expect(result).toEqual({ key: stored, size: content.length });

      const file = await storage.get(stored);
      expect(file.contentType).toBe('application/pdf');
      expect(file.size).toBe(content.length);
      expect(await buffer(file.stream)).toEqual(content);
    });

    it('accepts a file of exactly maxBytes', async () => {
      const stored = key();
      await storage.put(stored, chunked(2048), { maxBytes: 2048, contentType: 'image/png' });
      const file = await storage.get(stored);
      expect((await buffer(file.stream)).length).toBe(2048);
    });

    it('refuses maxBytes + 1 and leaves nothing behind', async () => {
      const stored = key();
      await expect(
        storage.put(stored, chunked(2049), { maxBytes: 2048, contentType: 'image/png' }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      await expectGone(stored);
    });

    it('refuses an upload that passes the limit after several MiB and leaves nothing', async () => {
      const stored = key();
      await expect(
        storage.put(stored, chunked(7 * MiB), { maxBytes: 6 * MiB, contentType: 'image/png' }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      await expectGone(stored);
    });

    it('leaves nothing when the stream fails midway', async () => {
      const stored = key();
      await expect(
        storage.put(stored, failingMidway(), { maxBytes: MiB, contentType: 'image/jpeg' }),
      ).rejects.toThrow('connection reset');
      await expectGone(stored);
    });

    it('publishes the file only once beforePublish has resolved', async () => {
      const stored = key();
      let visibleBefore: boolean | undefined;
      await storage.put(stored, chunked(MiB), {
        maxBytes: MiB,
        contentType: 'image/png',
        beforePublish: async () => {
          visibleBefore = await storage.get(stored).then(
            () => true,
            () => false,
          );
        },
      });
      expect(visibleBefore).toBe(false);
      expect((await buffer((await storage.get(stored)).stream)).length).toBe(MiB);
    });

    it('leaves nothing when beforePublish fails', async () => {
      const stored = key();
      await expect(
        storage.put(stored, chunked(MiB), {
          maxBytes: MiB,
          contentType: 'image/png',
          beforePublish: () => Promise.reject(new Error('database down')),
        }),
      ).rejects.toThrow('database down');
      await expectGone(stored);
    });

    it('forgets a deleted file, and deleting a missing file is fine', async () => {
      const stored = key();
      await storage.put(stored, Readable.from([bytes(10)]), {
        maxBytes: 10,
        contentType: 'image/jpeg',
      });
      await storage.delete(stored);
      await expectGone(stored);
      await expect(storage.delete(stored)).resolves.toBeUndefined();
      await expect(storage.delete(key())).resolves.toBeUndefined();
    });

    it('signs our own /api/files link for the stored download name, or the one given', async () => {
      const named = key();
      await storage.put(named, Readable.from([Buffer.from('%PDF')]), {
        maxBytes: 10,
        contentType: 'application/pdf',
        downloadName: 'bukti transfer ü.pdf',
      });
      const link = await storage.signedUrl(named, 300);
      expect(link.startsWith(`/api/files/${named}?`)).toBe(true);
      const params = new URL(link, 'http://localhost').searchParams;
      const query = {
        exp: params.get('exp') ?? '',
        name: params.get('name') ?? '',
        sig: params.get('sig') ?? '',
      };
      expect(query.name).toBe('bukti transfer ü.pdf');
      expect(Number(query.exp)).toBeCloseTo(Date.now() / 1000 + 300, -1);
      expect(signer.verify(named, query)).toBe('valid');

      const renamed = new URL(await storage.signedUrl(named, 300, 'lain.pdf'), 'http://localhost');
      expect(renamed.searchParams.get('name')).toBe('lain.pdf');

      const unnamed = key();
      await storage.put(unnamed, Readable.from([bytes(1)]), {
        maxBytes: 1,
        contentType: 'image/png',
      });
      const fallback = new URL(await storage.signedUrl(unnamed, 300), 'http://localhost');
      expect(fallback.searchParams.get('name')).toBe(unnamed.split('/').at(-1));
    });

    it('reports a missing file on get and signedUrl', async () => {
      const missing = key();
      await expectGone(missing);
      await expect(storage.signedUrl(missing, 300)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    });

    it.each(INVALID_KEYS)('refuses the key %j', async (invalid) => {
      const options = { maxBytes: 10, contentType: 'text/plain' };
      const attempts = [
        () => storage.put(invalid, Readable.from([bytes(1)]), options),
        () => storage.get(invalid),
        () => storage.delete(invalid),
        () => storage.signedUrl(invalid, 300),
      ];
      for (const attempt of attempts) {
        await expect(attempt()).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
    });
  });
}
