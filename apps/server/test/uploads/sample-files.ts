import { deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // file-type reads chunk types, not CRCs: a zero CRC keeps this helper short.
  return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
}

/** A real 1×1 PNG. */
export function pngBytes(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG start (SOI + JFIF APP0) padded to `size` bytes. */
export function jpegBytes(size = 2048): Buffer {
  const start = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([start, Buffer.alloc(size - start.length, 0x20)]);
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
}

export function webpBytes(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(32, 1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

export function htmlBytes(): Buffer {
  return Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
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
