import { MAX_IMAGE_PIXELS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import {
  eicarBytes,
  htmlBytes,
  jpegBytes,
  jpegMagicThenHtml,
  phpBytes,
  pngBytes,
  svgBytes,
} from './sample-files';

export type UploadedFile = { fileName: string; type: string; content: Buffer };

/** `message: 'type'`: the field's own wrong-type message. */
const typeRefused = { status: 415, message: 'type' } as const;
const pixelMessage = t('upload.image.tooManyPixels', {
  megapixels: MAX_IMAGE_PIXELS / 1_000_000,
});

/** Every hostile file, what it is called, and the answer every upload field gives it. */
export const hostileFiles: [string, UploadedFile, { status: number; message: string }][] = [
  [
    'PHP code named x.php.jpg',
    { fileName: 'x.php.jpg', type: 'image/jpeg', content: phpBytes() },
    typeRefused,
  ],
  [
    'a real JPEG with a null byte in its name',
    { fileName: 'foto.php\0.jpg', type: 'image/jpeg', content: jpegBytes() },
    { status: 400, message: t('upload.fileName.invalid') },
  ],
  [
    'an SVG with a script',
    { fileName: 'logo.svg', type: 'image/svg+xml', content: svgBytes() },
    typeRefused,
  ],
  [
    'HTML named .jpg',
    { fileName: 'foto.jpg', type: 'image/jpeg', content: htmlBytes() },
    typeRefused,
  ],
  // JPEG magic bytes straight followed by HTML: no segment, no frame header, so no image a
  // browser opens; refused as an image whose size cannot be read.
  [
    'JPEG magic bytes followed by <html><script>',
    { fileName: 'foto.jpg', type: 'image/jpeg', content: jpegMagicThenHtml() },
    typeRefused,
  ],
  [
    'the EICAR test file',
    { fileName: 'eicar.jpg', type: 'image/jpeg', content: eicarBytes() },
    typeRefused,
  ],
  [
    'an empty file',
    { fileName: 'kosong.jpg', type: 'image/jpeg', content: Buffer.alloc(0) },
    typeRefused,
  ],
  [
    'a 20,000 × 20,000 px PNG of a few bytes (decompression bomb)',
    {
      fileName: 'bom.png',
      type: 'image/png',
      content: pngBytes({ width: 20_000, height: 20_000 }),
    },
    { status: 413, message: pixelMessage },
  ],
];
