import { UPLOAD_DRAFT_HEADER } from '@toko/contracts';
import type { TestApp } from '../helpers/test-app';

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A tus creation (`POST /api/uploads`) of a `length`-byte proof, from `remoteAddress`. */
export function createUpload(
  testApp: TestApp,
  { token, length, remoteAddress }: { token: string; length: number; remoteAddress: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/uploads',
    remoteAddress,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `slot ${base64('proof')},filename ${base64('bukti.jpg')}`,
      [UPLOAD_DRAFT_HEADER]: token,
    },
  });
}

/** The path of the upload a creation answered. */
export const uploadPathOf = (created: { headers: Record<string, unknown> }) =>
  `/api/uploads/${String(created.headers.location).split('/').at(-1)}`;

/** A tus `PATCH` of `bytes` at `offset`, from `remoteAddress`. */
export function patchUpload(
  testApp: TestApp,
  path: string,
  {
    token,
    offset,
    bytes,
    remoteAddress,
  }: { token: string; offset: number; bytes: Buffer; remoteAddress: string },
) {
  return testApp.app.inject({
    method: 'PATCH',
    url: path,
    remoteAddress,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      [UPLOAD_DRAFT_HEADER]: token,
    },
    payload: bytes,
  });
}
