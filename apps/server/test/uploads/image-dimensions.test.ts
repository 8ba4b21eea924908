import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_IMAGE_PIXELS } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { readImageDimensions } from '../../src/modules/uploads/checks/image-dimensions';
import {
  IMAGE_HEADER_SEARCH_BYTES,
  ImagePixelCheck,
  type ImageRefusal,
} from '../../src/modules/uploads/checks/image-pixel-check';
import {
  jpegBytes,
  jpegExifSegment,
  jpegMagicThenHtml,
  jpegWithHtmlComment,
  pdfBytes,
  pngBytes,
  webpBytes,
} from './sample-files';

const bomb = { width: 20_000, height: 20_000 };

describe('readImageDimensions', () => {
  it('reads a PNG’s IHDR', () => {
    expect(readImageDimensions(pngBytes(), 'image/png')).toEqual({ width: 1, height: 1 });
    expect(readImageDimensions(pngBytes(bomb), 'image/png')).toEqual(bomb);
    expect(readImageDimensions(pngBytes().subarray(0, 20), 'image/png')).toBeUndefined();
  });

  it('reads a JPEG’s frame header after its metadata segments', () => {
    const size = { width: 4032, height: 3024 };
    expect(readImageDimensions(jpegBytes(2048, size), 'image/jpeg')).toEqual(size);
    const behindExif = jpegBytes(200_000, size, [jpegExifSegment(), jpegExifSegment()]);
    expect(readImageDimensions(behindExif, 'image/jpeg')).toEqual(size);
    expect(readImageDimensions(behindExif.subarray(0, 100_000), 'image/jpeg')).toBeUndefined();
    expect(readImageDimensions(jpegWithHtmlComment(), 'image/jpeg')).toEqual({
      width: 1,
      height: 1,
    });
  });

  it('finds no size in a JPEG start that holds no segments', () => {
    expect(readImageDimensions(jpegMagicThenHtml(), 'image/jpeg')).toBeUndefined();
    const scanFirst = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0xff, 0xc0, 0, 11]);
    expect(readImageDimensions(scanFirst, 'image/jpeg')).toBeUndefined();
  });

  it.each(['VP8 ', 'VP8L', 'VP8X'] as const)('reads a WEBP’s %s header', (chunk) => {
    // VP8 holds 14 bits a side, VP8L 14 bits of the side less one, VP8X 24 bits.
    const size = {
      'VP8 ': { width: 16_383, height: 300 },
      VP8L: { width: 16_384, height: 16_384 },
      VP8X: bomb,
    }[chunk];
    expect(readImageDimensions(webpBytes(chunk, size), 'image/webp')).toEqual(size);
    expect(readImageDimensions(webpBytes(chunk), 'image/webp')).toEqual({ width: 1, height: 1 });
  });

  it('reads no size for a PDF or bytes of another type', () => {
    expect(readImageDimensions(pdfBytes(), 'application/pdf')).toBeUndefined();
    expect(readImageDimensions(pdfBytes(), 'image/png')).toBeUndefined();
    expect(readImageDimensions(pngBytes(), 'image/webp')).toBeUndefined();
  });
});

describe('ImagePixelCheck', () => {
  /** Streams `bytes` through the check in 1000-byte chunks: the bytes passed, or the refusal. */
  async function run(bytes: Buffer, type: string): Promise<number | ImageRefusal | 'other error'> {
    const check = new ImagePixelCheck(type);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, index) =>
      bytes.subarray(index * 1000, (index + 1) * 1000),
    );
    let passed = 0;
    try {
      await pipeline(Readable.from(chunks), check, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) passed += chunk.length;
      });
      return passed;
    } catch {
      return check.refusal ?? 'other error';
    }
  }

  it('passes an image up to the limit whole and refuses one pixel row more', async () => {
    const width = 10_000;
    const atLimit = { width, height: MAX_IMAGE_PIXELS / width };
    expect(await run(jpegBytes(5000, atLimit), 'image/jpeg')).toBe(5000);
    expect(await run(jpegBytes(5000, { width, height: atLimit.height + 1 }), 'image/jpeg')).toBe(
      'too_many_pixels',
    );
    expect(await run(pngBytes(bomb), 'image/png')).toBe('too_many_pixels');
    expect(await run(webpBytes('VP8X', bomb), 'image/webp')).toBe('too_many_pixels');
  });

  it('refuses an image whose size is not in its first bytes, or is zero', async () => {
    expect(await run(jpegMagicThenHtml(), 'image/jpeg')).toBe('unreadable');
    const segments = Math.ceil(IMAGE_HEADER_SEARCH_BYTES / 0xffff) + 1;
    const farBehind = Array.from({ length: segments }, () => jpegExifSegment());
    const late = jpegBytes(2 * IMAGE_HEADER_SEARCH_BYTES, bomb, farBehind);
    expect(await run(late, 'image/jpeg')).toBe('unreadable');
    expect(await run(jpegBytes(2048, { width: 640, height: 0 }), 'image/jpeg')).toBe('unreadable');
  });
});
