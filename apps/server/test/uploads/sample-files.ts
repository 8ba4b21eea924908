import { deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // file-type reads chunk types, not CRCs: a zero CRC keeps this helper short.
  return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
}

type Dimensions = { width: number; height: number };

/** A real PNG of one pixel, or one whose header declares `dimensions` over that same tiny data. */
export function pngBytes({ width, height }: Dimensions = { width: 1, height: 1 }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `bytes` followed by zeros up to `size` bytes: a file of an exact size whose start is `bytes`. */
export function paddedTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
}

/** A JPEG segment: marker, then its length (which counts itself) and data. */
function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline frame header (SOF0) of one grey component. */
function jpegFrameHeader({ width, height }: Dimensions): Buffer {
  const data = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  data.writeUInt16BE(height, 1);
  data.writeUInt16BE(width, 3);
  return jpegSegment(0xc0, data);
}

const JPEG_START = Buffer.from([0xff, 0xd8]);
const JFIF = jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));

/**
 * A JPEG start (SOI, JFIF APP0, then `before` segments such as EXIF, then the frame header of
 * `dimensions`) padded to `size` bytes.
 */
export function jpegBytes(
  size = 2048,
  dimensions: Dimensions = { width: 1, height: 1 },
  before: Buffer[] = [],
): Buffer {
  const start = Buffer.concat([JPEG_START, JFIF, ...before, jpegFrameHeader(dimensions)]);
  return Buffer.concat([start, Buffer.alloc(size - start.length, 0x20)]);
}

/** An APP1 (EXIF) segment of `length` bytes in all, to push the frame header further in. */
export function jpegExifSegment(length = 0xffff + 2): Buffer {
  return jpegSegment(0xe1, Buffer.alloc(length - 4, 0x45));
}

/** A well-formed JPEG start whose comment segment holds an HTML page with a script. */
export function jpegWithHtmlComment(): Buffer {
  return jpegBytes(2048, { width: 1, height: 1 }, [jpegSegment(0xfe, htmlBytes())]);
}

/** The JPEG magic bytes, then straight away an HTML page with a script: no image at all. */
export function jpegMagicThenHtml(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), htmlBytes()]);
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
}

/** A WEBP start whose first chunk (lossy VP8, lossless VP8L or extended VP8X) declares its size. */
export function webpBytes(
  chunk: 'VP8 ' | 'VP8L' | 'VP8X' = 'VP8 ',
  { width, height }: Dimensions = { width: 1, height: 1 },
): Buffer {
  const data = Buffer.alloc(32, 1);
  if (chunk === 'VP8 ') {
    data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else if (chunk === 'VP8L') {
    data[0] = 0x2f;
    data.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  } else {
    data.writeUInt32LE(0, 0);
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32LE(data.length);
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, 'ascii'), chunkSize, data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

export function htmlBytes(): Buffer {
  return Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
}

/** PHP code, as uploaded under a name like `x.php.jpg`. */
export function phpBytes(): Buffer {
  return Buffer.from('<?php system($_GET["cmd"]); ?>\n');
}

export function svgBytes(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
}

/** The EICAR anti-virus test file: harmless text every scanner reports as a virus. */
export function eicarBytes(): Buffer {
  return Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
}

type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; type: string; content: Buffer };

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----toko-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `content-disposition: form-data; name="${part.name}"\r\n\r\n`
        : `content-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
