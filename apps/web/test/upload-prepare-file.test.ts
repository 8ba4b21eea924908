import { MAX_UPLOAD_BYTES, PROOF_EXTENSIONS, PROOF_MIME_TYPES } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHRINK_INPUT_BYTES,
  prepareFile,
  shrinkForUpload,
} from '../src/lib/upload/prepare-file';

// Node has no createImageBitmap: shrinking keeps every file, which isolates the checks around it.
const rules = {
  mimeTypes: PROOF_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: { type: 'tipe salah', size: 'terlalu besar' },
};

function fileOf(size: number, name: string, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('prepareFile', () => {
  it('accepts a file of exactly 10 MiB and hands it over as it is when shrinking cannot help', async () => {
    const file = fileOf(MAX_UPLOAD_BYTES, 'scan.pdf', 'application/pdf');
    await expect(prepareFile(file, rules)).resolves.toEqual({
      ok: true,
      file,
      originalSize: MAX_UPLOAD_BYTES,
    });
  });

  it("refuses one byte more with the caller's size message", async () => {
    const file = fileOf(MAX_UPLOAD_BYTES + 1, 'scan.pdf', 'application/pdf');
    await expect(prepareFile(file, rules)).resolves.toEqual({ ok: false, error: 'terlalu besar' });
  });

  it("checks the type first, with the caller's type message", async () => {
    const file = fileOf(MAX_UPLOAD_BYTES + 1, 'catatan.txt', 'text/plain');
    await expect(prepareFile(file, rules)).resolves.toEqual({ ok: false, error: 'tipe salah' });
  });

  it('does not try to decode a picture past five times the limit', async () => {
    expect(MAX_SHRINK_INPUT_BYTES).toBe(5 * MAX_UPLOAD_BYTES);
    const file = fileOf(MAX_SHRINK_INPUT_BYTES + 1, 'foto.jpg', 'image/jpeg');
    await expect(prepareFile(file, rules)).resolves.toEqual({ ok: false, error: 'terlalu besar' });
  });
});

describe('shrinkForUpload', () => {
  it('works on a file once: the same file gets the same answer, its output is not shrunk again', async () => {
    const file = fileOf(10, 'foto.jpg', 'image/jpeg');
    const first = shrinkForUpload(file);
    expect(shrinkForUpload(file)).toBe(first);
    const output = await first;
    await expect(shrinkForUpload(output)).resolves.toBe(output);
  });

  it('works on a file once per long edge: a store photo rule gets its own shrinking', () => {
    const file = fileOf(10, 'toko.jpg', 'image/jpeg');
    const storePhoto = shrinkForUpload(file, 1600);
    expect(shrinkForUpload(file, 1600)).toBe(storePhoto);
    expect(shrinkForUpload(file)).not.toBe(storePhoto);
  });
});
