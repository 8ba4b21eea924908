// How many bytes a photo needs to stay legible, for comparison with what the app sends.
// A KTP is 85.6 x 54 mm; its smallest print (about 1.5 mm high) stays sharp at 300 dpi, i.e.
// 1,011 px across the card. Held at arm's length the card fills about two thirds of a phone
// photo's long edge, so 1,600 px on the long edge keep the card at about 1,050 px (310 dpi).
// Measured with Chromium's own encoder, drawn as apps/web/src/lib/upload/shrink-image.ts draws
// (high-quality smoothing, JPEG quality 0.82), so only the long edge differs from what is sent.
/* global document, createImageBitmap, OffscreenCanvas -- run in the page */
export const LEGIBLE_LONG_EDGE = 1600;
const QUALITY = 0.82;

/** The bytes of each photo (`{ field: path }`) redrawn at the legible long edge. */
export async function legibleBytes(browser, paths) {
  const page = await browser.newPage();
  try {
    await page.setContent('<input type="file" multiple>');
    await page.locator('input').setInputFiles(Object.values(paths));
    const sizes = await page.evaluate(
      async ({ longEdge, quality }) => {
        const sizes = [];
        for (const file of document.querySelector('input').files) {
          const bitmap = await createImageBitmap(file);
          const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
          const width = Math.round(bitmap.width * scale);
          const height = Math.round(bitmap.height * scale);
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d');
          context.imageSmoothingQuality = 'high';
          context.drawImage(bitmap, 0, 0, width, height);
          sizes.push((await canvas.convertToBlob({ type: 'image/jpeg', quality })).size);
        }
        return sizes;
      },
      { longEdge: LEGIBLE_LONG_EDGE, quality: QUALITY },
    );
    return Object.fromEntries(Object.keys(paths).map((field, index) => [field, sizes[index]]));
  } finally {
    await page.close();
  }
}
