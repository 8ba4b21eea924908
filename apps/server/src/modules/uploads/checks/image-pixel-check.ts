import { Transform, type TransformCallback } from 'node:stream';
import { MAX_IMAGE_PIXELS } from '@toko/contracts';
import { hasImageDimensions, readImageDimensions, type ImageDimensions } from './image-dimensions';

/**
 * How far into an image its declared size is looked for. PNG and WEBP put it in their first 30
 * bytes; a JPEG's frame header follows its metadata segments: EXIF is at most 64 KiB, but a
 * camera may add an ICC profile and a multi-picture preview before it, hundreds of KiB together.
 * 1 MiB keeps every such photo while bounding what is held per upload.
 */
export const IMAGE_HEADER_SEARCH_BYTES = 1024 * 1024;

/** `too_many_pixels`: over MAX_IMAGE_PIXELS; `unreadable`: no usable size in the header. */
export type ImageRefusal = 'too_many_pixels' | 'unreadable';

export class ImageRefusedError extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(`image refused: ${refusal}`);
    this.name = 'ImageRefusedError';
  }
}

/** Judges an image by the size its header declares (`undefined`: none was found). */
export function imageRefusalOf(dimensions: ImageDimensions | undefined): ImageRefusal | undefined {
  const pixels = dimensions ? dimensions.width * dimensions.height : 0;
  if (pixels > MAX_IMAGE_PIXELS) return 'too_many_pixels';
  if (pixels === 0) return 'unreadable';
  return undefined;
}

/**
 * Passes an image's bytes through to storage while reading the width and height its header
 * declares (never decoding it), and fails the stream for an image above MAX_IMAGE_PIXELS or
 * one whose size cannot be read from its first IMAGE_HEADER_SEARCH_BYTES: such a file is a
 * decompression bomb or not an image a browser opens. Holds those first bytes only until the
 * size is known.
 */
export class ImagePixelCheck extends Transform {
  refusal: ImageRefusal | undefined;
  private head: Buffer | undefined = Buffer.alloc(0);

  constructor(private readonly type: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk]);
      const error = this.judge(this.head.length >= IMAGE_HEADER_SEARCH_BYTES);
      if (error) return callback(error);
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    callback(this.head ? this.judge(true) : null);
  }

  /** Settles the check once the header is read, or refuses at the end of the search. */
  private judge(final: boolean): ImageRefusedError | undefined {
    const dimensions = readImageDimensions(this.head!, this.type);
    if (!dimensions && !final) return undefined;
    this.refusal = imageRefusalOf(dimensions);
    this.head = undefined;
    return this.refusal ? new ImageRefusedError(this.refusal) : undefined;
  }
}

/** The check for a type with a declared size (images), none for others (PDF). */
export function imagePixelCheckFor(type: string): ImagePixelCheck | undefined {
  return hasImageDimensions(type) ? new ImagePixelCheck(type) : undefined;
}
