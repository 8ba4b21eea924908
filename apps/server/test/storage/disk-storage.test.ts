import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/storage/disk-storage';
import { newObjectKey } from '../../src/storage/object-keys';
import { FileTooLargeError } from '../../src/storage/storage';
import { createUrlSigner } from '../../src/storage/url-signer';
import { describeStorageContract } from './storage-contract';

const root = mkdtempSync(join(tmpdir(), 'toko-disk-storage-'));
const signer = createUrlSigner('disk-test-secret-'.padEnd(64, 'z'), () => new Date());
const storage = createDiskStorage(root, signer);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describeStorageContract('disk', () => storage, signer);

describe('disk storage', () => {
  it('keeps files under objects/ by key, with no temporary file left after failures', async () => {
    const key = newObjectKey('payment-proofs', 'png');
    await storage.put(key, Readable.from([Buffer.from('png')]), {
      maxBytes: 10,
      contentType: 'image/png',
    });
    await expect(
      storage.put(newObjectKey('payment-proofs', 'png'), Readable.from([Buffer.alloc(11)]), {
        maxBytes: 10,
        contentType: 'image/png',
      }),
    ).rejects.toThrow();

    expect(readdirSync(join(root, 'objects', ...key.split('/').slice(0, -1)))).toContain(
      key.split('/').at(-1),
    );
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('leaves no temporary file when the body fails before the file is even open', async () => {
    const failing = () =>
      new Readable({
        read() {
          this.destroy(new Error('client gone'));
        },
      });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(
        storage.put(newObjectKey('payment-proofs', 'png'), failing(), {
          maxBytes: 10,
          contentType: 'image/png',
        }),
      ).rejects.toThrow('client gone');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('makes its folders again when they were removed under it', async () => {
    for (const folder of ['tmp', 'meta', 'objects'])
      rmSync(join(root, folder), { recursive: true });
    const key = newObjectKey('payment-proofs', 'png');
    await storage.put(key, Readable.from([Buffer.from('png')]), {
      maxBytes: 10,
      contentType: 'image/png',
    });
    const stored = await storage.get(key);
    expect(stored.contentType).toBe('image/png');
    expect(await stored.stream.toArray()).toEqual([Buffer.from('png')]);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('deletes the unfinished writes a crash left in tmp/ once untouched since the cutoff', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    writeFileSync(join(root, 'tmp', 'cut-off-by-a-crash'), 'half a photo');
    utimesSync(join(root, 'tmp', 'cut-off-by-a-crash'), hourAgo, hourAgo);
    writeFileSync(join(root, 'tmp', 'still-arriving'), 'the first bytes');

    expect(await storage.deleteUnfinishedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(readdirSync(join(root, 'tmp'))).toEqual(['still-arriving']);
  });

  describe('adopt', () => {
    const source = (dir: string, bytes: string) => {
      const path = join(dir, `upload-${Math.random().toString(36).slice(2)}`);
      writeFileSync(path, bytes);
      return path;
    };

    const inTmp = () => (existsSync(join(root, 'tmp')) ? readdirSync(join(root, 'tmp')) : []);

    it('publishes a file of the same disk under its key without a copy, private, with its metadata', async () => {
      const tmpBefore = inTmp();
      const path = source(mkdtempSync(join(root, 'uploads-')), 'a finished upload');
      const key = newObjectKey('payment-proofs', 'pdf');
      const options = { maxBytes: 100, contentType: 'application/pdf', downloadName: 'bukti.pdf' };
      expect(await storage.adopt!(key, path, options)).toEqual({ key, size: 17 });

      const object = join(root, 'objects', key);
      expect(statSync(object).ino).toBe(statSync(path).ino);
      expect(statSync(object).mode & 0o777).toBe(0o600);
      const stored = await storage.get(key);
      expect(stored).toMatchObject({ contentType: 'application/pdf', downloadName: 'bukti.pdf' });
      expect(Buffer.concat(await stored.stream.toArray()).toString()).toBe('a finished upload');
      expect(inTmp()).toEqual(tmpBefore);
    });

    it('refuses a file past maxBytes, or a failed trace, and publishes nothing', async () => {
      const dir = mkdtempSync(join(root, 'uploads-'));
      const tmpBefore = inTmp();
      const key = newObjectKey('payment-proofs', 'pdf');
      await expect(
        storage.adopt!(key, source(dir, 'x'.repeat(11)), { maxBytes: 10, contentType: 'x/y' }),
      ).rejects.toThrow(FileTooLargeError);
      const failedTrace = () => Promise.reject(new Error('database gone'));
      await expect(
        storage.adopt!(key, source(dir, 'x'), {
          maxBytes: 10,
          contentType: 'x/y',
          beforePublish: failedTrace,
        }),
      ).rejects.toThrow('database gone');
      expect(existsSync(join(root, 'objects', key))).toBe(false);
      expect(existsSync(join(root, 'meta', `${key}.json`))).toBe(false);
      expect(inTmp()).toEqual(tmpBefore);
    });

    // /dev/shm is a memory file system on Linux: a hard link from it cannot be made.
    const otherDisk = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(root).dev;
    it.skipIf(!otherDisk)('copies a file from another file system', async () => {
      const dir = mkdtempSync(join('/dev/shm', 'toko-upload-'));
      try {
        const path = source(dir, 'from elsewhere');
        const key = newObjectKey('payment-proofs', 'pdf');
        await storage.adopt!(key, path, { maxBytes: 100, contentType: 'application/pdf' });
        const object = join(root, 'objects', key);
        expect(statSync(object).ino).not.toBe(statSync(path).ino);
        expect(statSync(object).mode & 0o777).toBe(0o600);
        const stored = await storage.get(key);
        expect(Buffer.concat(await stored.stream.toArray()).toString()).toBe('from elsewhere');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
