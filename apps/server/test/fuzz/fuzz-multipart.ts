import fc from 'fast-check';
import { htmlBytes, jpegBytes } from '../uploads/sample-files';

type FuzzPart = { name: string; fileName?: string; type?: string; content: Buffer };

const BODY_SHAPES = [
  'whole',
  'whole',
  'whole',
  'truncated',
  'noClosing',
  'wrongBoundary',
  'noBoundary',
] as const;
type BodyShape = (typeof BODY_SHAPES)[number];

function partHead(part: FuzzPart): string {
  const disposition = `content-disposition: form-data; name="${part.name}"`;
  if (part.fileName === undefined) return `${disposition}\r\n\r\n`;
  const type = part.type === undefined ? '' : `\r\ncontent-type: ${part.type}`;
  return `${disposition}; filename="${part.fileName}"${type}\r\n\r\n`;
}

/** A multipart/form-data body, whole or broken in one of the ways a client or proxy breaks it. */
function multipartPayload(parts: FuzzPart[], shape: BodyShape) {
  const boundary = '----toko-fuzz-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\n${partHead(part)}`),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (shape !== 'noClosing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType = {
    whole: `multipart/form-data; boundary=${boundary}`,
    truncated: `multipart/form-data; boundary=${boundary}`,
    noClosing: `multipart/form-data; boundary=${boundary}`,
    wrongBoundary: 'multipart/form-data; boundary=other',
    noBoundary: 'multipart/form-data',
  }[shape];
  return { payload, headers: { 'content-type': contentType } };
}

/**
 * What an out-of-date or hostile client sends: the route's JSON as a form field next to a file
 * (a photo, HTML, random bytes), in one of the body's shapes. No route reads multipart, so each
 * must be refused (415) without a 5xx or a write.
 */
export function multipartBody(json: unknown) {
  return fc
    .record({
      file: fc.oneof(
        fc.constant(jpegBytes()),
        fc.constant(htmlBytes()),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      ),
      shape: fc.constantFrom(...BODY_SHAPES),
    })
    .map(({ file, shape }) =>
      multipartPayload(
        [
          { name: 'data', content: Buffer.from(JSON.stringify(json ?? {})) },
          { name: 'file', fileName: 'bukti.jpg', type: 'image/jpeg', content: file },
        ],
        shape,
      ),
    );
}
