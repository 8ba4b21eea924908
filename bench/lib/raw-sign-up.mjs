// The sign-up and its baseline sent by a plain node:http client (raw-http.mjs): what the server
// costs when the client costs next to nothing. Ours gets what the browser sends: a draft, each
// file created through tus and PATCHed whole, then the JSON naming the uploads; the bare pipe
// gets each file POSTed whole. The eight files of a sign-up go at once on both sides.
import { randomBytes } from 'node:crypto';
import { UPLOAD_DRAFT_HEADER, UPLOADS_PATH } from '@toko/contracts';
import { validRegistration } from '../../apps/server/test/registrations/registration-requests.ts';
import { rawRequest } from './raw-http.mjs';

const TUS = { 'tus-resumable': '1.0.0' };

const metadataHeader = (fields) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

function expect(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return answer;
}

async function jsonRequest(url, headers, payload) {
  return rawRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(payload)),
  });
}

/** One file through tus: its creation, then one PATCH with all of it. Resolves with its id. */
async function uploadFile(base, headers, slot, file) {
  const created = await rawRequest(`${base}${UPLOADS_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(file.content.length),
      'upload-metadata': metadataHeader({ slot, filename: file.fileName, filetype: file.type }),
    },
  });
  const location = expect(created, 201, `${slot} creation`).headers.location;
  const url = new URL(location, base);
  const patched = await rawRequest(url, {
    method: 'PATCH',
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: file.content,
  });
  expect(patched, 204, `${slot} PATCH`);
  return url.pathname.split('/').at(-1);
}

/** A sign-up of `files` (slot → { fileName, type, content }) from the client at `headers`. */
export async function rawSignUp(base, files, headers) {
  const draft = await jsonRequest(`${base}/api/upload-drafts`, headers, { kind: 'registration' });
  const { token } = JSON.parse(expect(draft, 201, 'draft').body);
  const withToken = { ...headers, [UPLOAD_DRAFT_HEADER]: token };
  const uploads = Object.fromEntries(
    await Promise.all(
      Object.entries(files).map(async ([slot, file]) => [
        slot,
        await uploadFile(base, withToken, slot, file),
      ]),
    ),
  );
  const submitted = await jsonRequest(
    `${base}/api/registrations`,
    { ...headers, 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
    { ...validRegistration(), uploadDraft: token, uploads },
  );
  return submitted.status;
}

/** The baseline's sign-up: the same files at once, each POSTed whole to the bare pipe. */
export async function rawPipeFiles(base, files) {
  const answers = await Promise.all(
    Object.values(files).map((file) =>
      rawRequest(`${base}/upload`, { method: 'POST', body: file.content }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  return statuses.every((status) => status === 201) ? 201 : statuses.join('/');
}
