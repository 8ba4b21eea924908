import type * as JimpModule from 'jimp';
import QRCode from 'qrcode';

/** The QR standard's quiet zone, in modules, on every side. */
export const QUIET_ZONE = 4;
/** Wide enough for a wallet app to read the picture from the gallery. */
export const MIN_WIDTH = 600;
const CAPTION_GAP = 12;
const BLACK = Buffer.from([0, 0, 0, 0xff]);

type Font = Awaited<ReturnType<typeof JimpModule.loadFont>>;
type Bitmap = { width: number; data: Buffer };
type Painter = { jimp: typeof JimpModule; nameFont: Font; amountFont: Font };
let painter: Promise<Painter> | undefined;

/**
 * jimp and its fonts (Open Sans as bitmap fonts shipped inside jimp: no font has to be installed
 * or fetched), loaded on the first picture: about 35 MB a server that never draws one can spare.
 */
function loadPainter(): Promise<Painter> {
  painter ??= (async () => {
    const [jimp, fonts] = await Promise.all([import('jimp'), import('jimp/fonts')]);
    const [nameFont, amountFont] = await Promise.all([
      jimp.loadFont(fonts.SANS_32_BLACK),
      jimp.loadFont(fonts.SANS_64_BLACK),
    ]);
    return { jimp, nameFont, amountFont };
  })();
  return painter;
}

function fillModule(bitmap: Bitmap, row: number, column: number, scale: number) {
  const left = (column + QUIET_ZONE) * scale;
  for (let y = (row + QUIET_ZONE) * scale; y < (row + QUIET_ZONE + 1) * scale; y += 1) {
    const start = (y * bitmap.width + left) * 4;
    bitmap.data.fill(BLACK, start, start + scale * 4);
  }
}

/**
 * A QRIS as a PNG a payer can save and open from the gallery: the code with a quiet zone of
 * four modules, then the merchant's name and the amount printed under it.
 */
export async function renderQrisPng(payload: string, caption: { name: string; amount: string }) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  const scale = Math.ceil(MIN_WIDTH / side);
  const width = side * scale;
  const { jimp, nameFont, amountFont } = await loadPainter();
  const { HorizontalAlign, Jimp, PNGColorType, PNGFilterType } = jimp;
  const nameHeight = nameFont.common.lineHeight;
  const height = width + nameHeight + amountFont.common.lineHeight + 2 * CAPTION_GAP;

  const image = new Jimp({ width, height, color: 0xffffffff });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) fillModule(image.bitmap, row, column, scale);
    }
  }
  const centred = (text: string) => ({ text, alignmentX: HorizontalAlign.CENTER });
  image.print({ font: nameFont, x: 0, y: width, text: centred(caption.name), maxWidth: width });
  image.print({
    font: amountFont,
    x: 0,
    y: width + nameHeight + CAPTION_GAP,
    text: centred(caption.amount),
    maxWidth: width,
  });
  // Grey levels without per-row filter trials: a fifth of the encoding time of jimp's default.
  return image.getBuffer('image/png', {
    colorType: PNGColorType.GRAYSCALE,
    filterType: PNGFilterType.NONE,
  });
}
