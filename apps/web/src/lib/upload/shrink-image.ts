import { fitWithin, TARGET_LONG_EDGE, type Dimensions } from './fit-within';
import {
  JPEG_QUALITY,
  shrinkOutputType,
  shrunkFileName,
  type ShrinkOutputType,
} from './shrink-output';

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** EXIF orientation applied where the browser knows the option; older ones throw on it. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return createImageBitmap(file);
  }
}

function draw(context: Context2d, bitmap: ImageBitmap, size: Dimensions, type: ShrinkOutputType) {
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent WebP would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

async function encode(bitmap: ImageBitmap, size: Dimensions, type: ShrinkOutputType) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context) {
      draw(context, bitmap, size, type);
      return canvas.convertToBlob({ type, quality: JPEG_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, size, type);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * Redraws a photo at most `longEdge` pixels long (never larger) as JPEG, which also drops its
 * EXIF data (location included). The original comes back whenever shrinking cannot help: not
 * an image, an undecodable one, a PNG already small enough, or an output no smaller.
 */
export async function shrinkImage(file: File, longEdge = TARGET_LONG_EDGE): Promise<File> {
  const type = shrinkOutputType(file);
  if (!type || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap, longEdge);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (type === 'image/png' && !resized) return file;
    const blob = await encode(bitmap, size, type);
    if (!blob || blob.size >= file.size) return file;
    const name = shrunkFileName(file.name, type);
    return new File([blob], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
