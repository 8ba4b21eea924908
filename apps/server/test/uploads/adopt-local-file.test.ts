import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofRule } from '../../src/modules/orders/proof-rule';
import type { AppError } from '../../src/http/app-error';
import { adoptLocalFile } from '../../src/modules/uploads/adopt-local-file';
import { IMAGE_HEADER_SEARCH_BYTES } from '../../src/modules/uploads/checks/image-pixel-check';
import { pendingFiles } from '../../src/db/schema';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegBytes, jpegExifSegment } from './sample-files';

const bomb = { width: 20_000, height: 20_000 };
/** Two EXIF segments put the frame header some 130 KiB in: past the first read of 64 KiB. */
const behindExif = [jpegExifSegment(), jpegExifSegment()];

describe('adoptLocalFile (a finished upload on disk into private storage)', () => {
  let testApp: TestApp;
  let dir: string;
  let count = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    dir = join(testApp.deps.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
  });
  afterAll(() => testApp.close());

  /** Adopts `bytes` for the proof slot: the stored file, or the refusal's code. */
  async function adopt(bytes: Buffer, fileName = 'bukti.jpg') {
    const path = join(dir, `upload-${(count += 1)}`);
    writeFileSync(path, bytes);
    const { storage } = testApp.deps;
    const file = { path, fileName, slot: 'proof' };
    return adoptLocalFile(testApp.deps, storage.adopt!.bind(storage), file, proofRule, () => {})
      .then((stored) => ({ stored, path }))
      .catch((error: unknown) => ({ refused: (error as AppError).code, path }));
  }

  it('publishes the file itself, private, with its trace, when its size lies past the first read', async () => {
    const before = storedFileCount(testApp.deps);
    const result = await adopt(jpegBytes(300_000, { width: 4032, height: 3024 }, behindExif));
    if (!('stored' in result)) throw new Error(`refused: ${result.refused}`);
    const { stored, path } = result;
    expect(stored).toMatchObject({ size: 300_000, contentType: 'image/jpeg' });
    const object = join(testApp.deps.config.dataDir, 'files', 'objects', stored.key);
    // The same file, not a copy: its bytes were written once.
    expect(statSync(object).ino).toBe(statSync(path).ino);
    expect(statSync(object).mode & 0o777).toBe(0o600);
    expect(storedFileCount(testApp.deps)).toBe(before + 2);
    const traces = await testApp.deps.database.db.select().from(pendingFiles);
    expect(traces.map((trace) => trace.key)).toContain(stored.key);
  });

  it('refuses, and publishes nothing of, an empty file, a bomb past the first read, and a size too far in', async () => {
    const before = storedFileCount(testApp.deps);
    const segments = Math.ceil(IMAGE_HEADER_SEARCH_BYTES / 0xffff) + 1;
    const farBehind = Array.from({ length: segments }, () => jpegExifSegment());
    const refusals = [
      await adopt(Buffer.alloc(0)),
      await adopt(jpegBytes(300_000, bomb, behindExif)),
      await adopt(jpegBytes(2 * IMAGE_HEADER_SEARCH_BYTES, { width: 1, height: 1 }, farBehind)),
      await adopt(jpegBytes(), 'x.php\u0000.jpg'),
    ];
    expect(refusals.map((result) => 'refused' in result && result.refused)).toEqual([
      'unsupported_file_type',
      'payload_too_large',
      'unsupported_file_type',
      'validation_failed',
    ]);
    expect(storedFileCount(testApp.deps)).toBe(before);
  });
});
