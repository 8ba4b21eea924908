// An applicant's correction of one document (issue 45) against the built server as shipped
// (embedded database, its defaults): the time from "Kirim Perbaikan" (the submit naming the new
// KTP, already uploaded as the page does while the applicant looks at it) until "Cek Status
// Pendaftaran" answers Baru. The baseline is the sign-up's own submit on the same server, from
// the JSON naming its eight uploads to its answer: both take their uploads in one transaction.
// Each pair is a new registration: signed up, asked for its KTP by the admin, corrected.
// Run after `npm run build`:  node --import tsx bench/correction-submit.mjs [pairs=5]
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  ALL_FILES,
  sendDocumentAt,
  uploadDocumentsAt,
  validRegistration,
} from '../apps/server/test/registrations/registration-requests.ts';
import { idOf } from '../apps/server/test/uploads/tus-client.ts';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { startServer } from './lib/start-server.mjs';

const ADMIN = { email: 'bench@toko.test', password: `bench-${randomBytes(12).toString('hex')}` };

async function post(base, path, payload, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, response };
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return answer.json;
}

/** A sign-up of a new person; `timed` says how long its JSON submit took, in ms. */
async function signUp(base) {
  const person = validRegistration();
  const documents = await uploadDocumentsAt(base, ALL_FILES);
  const started = performance.now();
  const answer = await post(
    base,
    '/api/registrations',
    { ...person, uploadDraft: documents.token, uploads: documents.uploads },
    { 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
  );
  const timed = performance.now() - started;
  const { id, code } = expectStatus(answer, 201, 'sign-up');
  return { id, code, phone: person.phone, timed };
}

/** A new registration asked for its KTP again; its correction timed from submit to Baru. */
async function correction(base, cookie) {
  const { id, code, phone } = await signUp(base);
  const detail = await fetch(`${base}/api/admin/registrations/${id}`, { headers: { cookie } });
  const { updatedAt } = await detail.json();
  const asked = expectStatus(
    await post(
      base,
      `/api/admin/registrations/${id}/corrections`,
      { documents: [{ field: 'ktp', reason: 'blurry' }], expectedUpdatedAt: updatedAt },
      { cookie },
    ),
    200,
    'correction request',
  );
  const token = asked.correction.url.slice(asked.correction.url.indexOf('#') + 1);
  const draft = expectStatus(
    await post(base, '/api/upload-drafts', { kind: 'correction', token }),
    201,
    'correction draft',
  ).token;
  const sent = await sendDocumentAt(base, draft, 'ktp', ALL_FILES.ktp);
  if (sent.error) throw new Error(`KTP: ${sent.error.status} ${sent.error.body}`);

  const started = performance.now();
  expectStatus(
    await post(base, '/api/corrections/submit', {
      token,
      uploadDraft: draft,
      uploads: { ktp: idOf(sent.url) },
    }),
    204,
    'correction submit',
  );
  const { status } = expectStatus(
    await post(base, '/api/registrations/status', { code, phone }),
    200,
    'status lookup',
  );
  if (status !== 'new') throw new Error(`status after the correction: ${status}`);
  return performance.now() - started;
}

export async function correctionSubmit({ pairs = 5 } = {}) {
  const server = await startServer('apps/server/dist/server.js', {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    readyPath: '/api/ready',
  });
  try {
    const login = await post(server.base, '/api/auth/login', ADMIN);
    expectStatus(login, 200, 'admin sign-in');
    const cookie = login.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // One of each first: JIT, the pool, the storage's folders.
    await correction(server.base, cookie);
    const measured = await alternatingPairs(
      pairs,
      () => correction(server.base, cookie),
      async () => (await signUp(server.base)).timed,
    );
    return [
      resultRow({
        part: 'correction-submit',
        measure:
          "correction of one document: 'Kirim Perbaikan' to the status Baru in 'Cek Status Pendaftaran' (baseline: the sign-up's submit of eight uploads)",
        unit: 'ms',
        pairs: measured,
      }),
    ];
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  printRows(await correctionSubmit({ pairs: Number(process.argv[2] ?? 5) }));
}
