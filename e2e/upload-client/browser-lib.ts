import type { Page } from '@playwright/test';

/** What apps/web/test/upload-harness.tsx puts on `window.uploadLib`, for `page.evaluate`. */
export type UploadLib = {
  shrinkImage: (file: File) => Promise<File>;
  prepareFile: (
    file: File,
    rules: { mimeTypes: string[]; extensions: string[]; messages: { type: string; size: string } },
  ) => Promise<{ ok: true; file: File; originalSize: number } | { ok: false; error: string }>;
};

export type TestWindow = Window & { uploadLib: UploadLib; testPhoto: File };

/** The photo `makePhoto` left in the page, as a file for `setInputFiles`. */
export async function takePhoto(page: Page) {
  const base64 = await page.evaluate(async () => {
    const photo = (window as unknown as TestWindow).testPhoto;
    const bytes = new Uint8Array(await photo.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  });
  return {
    name: 'IMG_20261123_101500.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  };
}

/** A file that only says it is a PDF: the client does not read PDFs, the server checks bytes. */
export function pdf(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer };
}
