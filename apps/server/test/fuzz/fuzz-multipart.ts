import { MAX_UPLOAD_BYTES, MULTIPART_LIMITS } from '@toko/contracts';
import fc from 'fast-check';
import { htmlBytes } from '../uploads/sample-files';
import { weirdString } from './weird-values';

export type FuzzPart = { name: string; fileName?: string; type?: string; content: Buffer };

const PART_MUTATIONS = [
  'drop',
  'repeat',
  'rename',
  'asFile',
  'asField',
  'emptyContent',
  'oversizedField',
  'oddFileName',
  'noType',
  'htmlContent',
  'randomBytes',
  'extraPart',
] as const;

export type PartMutation = {
  kind: (typeof PART_MUTATIONS)[number] | 'oversizedFile';
  at: number;
  text: string;
  bytes: Uint8Array;
};

export const partMutation: fc.Arbitrary<PartMutation> = fc.record({
  kind: fc.oneof(
    { weight: 200, arbitrary: fc.constantFrom(...PART_MUTATIONS) },
    { weight: 1, arbitrary: fc.constant('oversizedFile' as const) },
  ),
  at: fc.nat(),
  text: weirdString,
  bytes: fc.uint8Array({ maxLength: 64 }),
});

const BODY_SHAPES = [
  'whole',
  'whole',
  'whole',
  'truncated',
  'noClosing',
  'wrongBoundary',
  'noBoundary',
] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];
export const bodyShape = fc.constantFrom(...BODY_SHAPES);

const OVERSIZED_FILE = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41);

function mutatePart(part: FuzzPart, mutation: PartMutation): FuzzPart[] {
  switch (mutation.kind) {
    case 'drop':
      return [];
    case 'repeat':
      return [part, part];
    case 'rename':
      return [{ ...part, name: mutation.text }];
    case 'asFile':
      return [{ ...part, fileName: part.fileName ?? 'data.json', type: 'application/json' }];
    case 'asField':
      return [{ name: part.name, content: part.content }];
    case 'emptyContent':
      return [{ ...part, content: Buffer.alloc(0) }];
    case 'oversizedField':
      return [{ ...part, content: Buffer.alloc(MULTIPART_LIMITS.fieldBytes + 1, 0x7b) }];
    case 'oversizedFile':
      return [{ ...part, fileName: part.fileName ?? 'besar.jpg', content: OVERSIZED_FILE }];
    case 'oddFileName':
      return [{ ...part, fileName: `${mutation.text}\0.php.jpg` }];
    case 'noType':
      return [{ ...part, type: undefined }];
    case 'htmlContent':
      return [{ ...part, content: htmlBytes() }];
    case 'randomBytes':
      return [{ ...part, content: Buffer.from(mutation.bytes) }];
    case 'extraPart':
      return [part, { name: mutation.text || 'extra', content: Buffer.from(mutation.bytes) }];
  }
}

/** The parts after each mutation in turn, each applied to one part (chosen modulo their count). */
export function mutateParts(parts: FuzzPart[], mutations: readonly PartMutation[]): FuzzPart[] {
  let current = parts;
  for (const mutation of mutations) {
    if (current.length === 0) return current;
    const index = mutation.at % current.length;
    current = [
      ...current.slice(0, index),
      ...mutatePart(current[index]!, mutation),
      ...current.slice(index + 1),
    ];
  }
  return current;
}

function partHead(part: FuzzPart): string {
  const disposition = `content-disposition: form-data; name="${part.name}"`;
  if (part.fileName === undefined) return `${disposition}\r\n\r\n`;
  const type = part.type === undefined ? '' : `\r\ncontent-type: ${part.type}`;
  return `${disposition}; filename="${part.fileName}"${type}\r\n\r\n`;
}

/** A multipart/form-data body, whole or broken in one of the ways a client or proxy breaks it. */
export function multipartPayload(parts: FuzzPart[], shape: BodyShape) {
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
