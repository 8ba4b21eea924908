export type ImageDimensions = { width: number; height: number };

/** PNG: the IHDR chunk must come first, right after the 8-byte signature. */
function pngDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** WEBP: a RIFF file whose first chunk (VP8 lossy, VP8L lossless, VP8X extended) holds the size. */
function webpDimensions(bytes: Buffer): ImageDimensions | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Signature 0x2f, then width − 1 and height − 1 as two 14-bit fields.
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Flags and 3 reserved bytes, then canvas width − 1 and height − 1 as 24-bit fields.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/** Start-of-frame markers SOF0–SOF15; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * JPEG: walks the segments after SOI to the first start-of-frame header. Anything that is not a
 * segment where one must start, or the image data (SOS) before any frame header, gives up.
 */
function jpegDimensions(bytes: Buffer): ImageDimensions | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

const READERS: Readonly<Record<string, (bytes: Buffer) => ImageDimensions | undefined>> = {
  'image/png': pngDimensions,
  'image/jpeg': jpegDimensions,
  'image/webp': webpDimensions,
};

/** The image types whose size `readImageDimensions` reads; other types (PDF) have none. */
export function hasImageDimensions(type: string): boolean {
  return Object.hasOwn(READERS, type);
}

/**
 * The width and height an image of `type` declares in its header, read from its first bytes
 * without decoding it; `undefined` when `bytes` do not (yet) hold a readable header.
 */
export function readImageDimensions(bytes: Buffer, type: string): ImageDimensions | undefined {
  return Object.hasOwn(READERS, type) ? READERS[type]!(bytes) : undefined;
}
