import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  REGISTRATION_FILE_FIELDS,
  type RegistrationFileField,
} from '@toko/contracts';
import { t as adminText } from '@toko/contracts/i18n/admin';
import { t as checkoutText } from '@toko/contracts/i18n/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/app-deps';
import { validOrder } from '../test/orders/order-requests';
import {
  registrationDraftAt,
  sendDocumentAt,
  uploadDocumentsAt,
  validRegistration,
} from '../test/registrations/registration-requests';
import { reportFigure } from '../test/helpers/report-figure';
import { storedFileCount } from '../test/helpers/stored-files';
import { hostileFiles, type UploadedFile } from '../test/uploads/hostile-files';
import { idOf, sendWithTus } from '../test/uploads/tus-client';
import { jpegBytes, paddedTo, pdfBytes, pngBytes } from '../test/uploads/sample-files';
import { signInAdmin } from './helpers/admin-session';
import { withSql } from './helpers/database-access';
import {
  createPostgresCluster,
  findPostgresBinaries,
  type PostgresCluster,
} from './helpers/postgres-cluster';
import { startServer, type ServerProcess } from './helpers/server-process';

const SERVER_PORT = 4406;
const POSTGRES_PORT = 4413;
const MEMORY_LIMIT_MB = 512;
const CONCURRENT = 4;
const ADMIN = { email: 'admin@tokoedc.test', password: 'upload matrix admin password' };

/** A file of exactly `bytes` that every field accepts by its type (the signature takes PNG only). */
function fileOf(field: string, bytes: number): UploadedFile {
  return field === 'signature'
    ? { fileName: 'ttd.png', type: 'image/png', content: paddedTo(pngBytes(), bytes) }
    : { fileName: 'besar.jpg', type: 'image/jpeg', content: jpegBytes(bytes) };
}

const smallFiles = (): Record<RegistrationFileField, UploadedFile> => ({
  ktp: fileOf('ktp', 2048),
  kk: { fileName: 'kk.pdf', type: 'application/pdf', content: pdfBytes() },
  selfieKtp: fileOf('selfieKtp', 2048),
  npwp: fileOf('npwp', 2048),
  bankCert: fileOf('bankCert', 2048),
  signature: fileOf('signature', 2048),
  storePhotoOut: fileOf('storePhotoOut', 2048),
  storePhotoIn: fileOf('storePhotoIn', 2048),
});

/** Samples the process's resident memory (VmRSS) every 100 ms; `stop` gives the peak in MB. */
function sampleMemory(pid: number) {
  let peakKb = 0;
  let firstKb = 0;
  const read = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakKb = Math.max(peakKb, kb);
    firstKb ||= kb;
  };
  read();
  const timer = setInterval(read, 100);
  return {
    startMb: () => firstKb / 1024,
    peakMb: () => peakKb / 1024,
    stop() {
      clearInterval(timer);
      read();
      return peakKb / 1024;
    },
  };
}

type Sent = { field: string; status: number; fields: Record<string, string> | undefined };
type UploadAnswer = { id?: string; error?: { fields?: Record<string, string> } };

/** The type refusal's message each field shows (the catalogue's, per screen). */
const TYPE_MESSAGES: Record<string, string> = {
  proof: checkoutText('checkout.proof.type'),
  replacement: adminText('admin.registration.documents.type'),
};
const SIZE_MESSAGES: Record<string, string> = {
  proof: checkoutText('checkout.proof.size'),
  replacement: adminText('admin.registration.documents.size'),
};

const binaries = findPostgresBinaries();

/**
 * On PostgreSQL and on the embedded database (PGlite: WebAssembly in the server's own process, so
 * its memory counts against the same limit).
 */
describe.each([
  { database: 'PostgreSQL', runs: process.platform === 'linux' && Boolean(binaries) },
  { database: 'the embedded database', runs: process.platform === 'linux' },
])('the upload matrix against the built server on $database', ({ database, runs }) => {
  const onPostgres = database === 'PostgreSQL';
  describe.runIf(runs)('', () => {
    let cluster: PostgresCluster | undefined;
    let dataDir: string;
    let server: ServerProcess;
    let cookie: string;
    let registrationId: string;
    let ipCounter = 0;

    const storageFiles = () => storedFileCount({ config: { dataDir } } as Pick<AppDeps, 'config'>);

    const nextClient = () => {
      ipCounter += 1;
      return `10.66.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    };

    async function postJson(path: string, body: object, method = 'POST') {
      ipCounter += 1;
      const response = await fetch(server.url(path), {
        method,
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          cookie,
          'idempotency-key': `matrix-${ipCounter}`,
          'x-forwarded-for': `10.67.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
        },
      });
      return { status: response.status, body: (await response.json()) as UploadAnswer };
    }

    /**
     * The proof and the admin's replacement as the browser sends them: the file through
     * `/api/uploads` (tus-js-client), then, once it is up, the small JSON request naming it.
     */
    async function throughTus(field: 'proof' | 'replacement', file: UploadedFile) {
      const draft = await postJson(
        '/api/upload-drafts',
        field === 'proof' ? { kind: 'checkout' } : { kind: 'admin-replacement', registrationId },
      );
      const token = (draft.body as { token: string }).token;
      const sent = await sendWithTus(server.url(''), token, file.content, {
        headers: { cookie },
        metadata: { slot: field === 'proof' ? 'proof' : 'kk', filename: file.fileName },
      });
      if (sent.error) {
        return { status: sent.error.status, body: JSON.parse(sent.error.body) as UploadAnswer };
      }
      return field === 'proof'
        ? postJson('/api/orders', {
            ...validOrder(),
            uploadDraft: token,
            proofUpload: idOf(sent.url),
          })
        : postJson(
            `/api/admin/registrations/${registrationId}/documents/kk`,
            { uploadDraft: token, upload: idOf(sent.url) },
            'PUT',
          );
    }

    /** One request per field, the field carrying `file` and the others a small valid file. */
    async function sendTo(field: string, file: UploadedFile): Promise<Sent> {
      const answer =
        field === 'proof' || field === 'replacement'
          ? await throughTus(field, file)
          : await sendDocumentTo(field, file);
      return { field, status: answer.status, fields: answer.body.error?.fields };
    }

    /** A sign-up's document goes up through tus in a draft of its own. */
    async function sendDocumentTo(field: string, file: UploadedFile) {
      const headers = { 'x-forwarded-for': nextClient() };
      const origin = server.url('');
      const token = await registrationDraftAt(origin, headers);
      const sent = await sendDocumentAt(origin, token, field, file, { headers });
      const body = sent.error
        ? (JSON.parse(sent.error.body) as { error?: { fields?: Record<string, string> } })
        : {};
      return { status: sent.error?.status ?? 204, body };
    }

    /** A sign-up of `files` (small valid ones by default): its documents through tus, then JSON. */
    async function signUp(files: Record<string, UploadedFile> = {}) {
      const headers = { 'x-forwarded-for': nextClient() };
      const documents = await uploadDocumentsAt(server.url(''), files, { headers });
      const response = await fetch(server.url('/api/registrations'), {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': `matrix-${ipCounter}`,
        },
        body: JSON.stringify({
          ...validRegistration(),
          uploadDraft: documents.token,
          uploads: documents.uploads,
        }),
      });
      return { status: response.status, body: (await response.json()) as { id?: string } };
    }

    /** Runs `jobs` CONCURRENT at a time. */
    async function inParallel<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
      const results: T[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            results.push(await job());
          }
        }),
      );
      return results;
    }

    const fields = ['proof', ...REGISTRATION_FILE_FIELDS, 'replacement'];

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'toko-matrix-'));
      cluster = onPostgres ? createPostgresCluster(binaries!, POSTGRES_PORT) : undefined;
      server = await startServer(SERVER_PORT, {
        DATA_DIR: dataDir,
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
        TRUST_PROXY: '1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      cookie = await signInAdmin(server.url(''), ADMIN);
      const created = await signUp(smallFiles());
      expect(created.status).toBe(201);
      registrationId = created.body.id!;
    });
    afterAll(async () => {
      await server?.kill9();
      cluster?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses every hostile file and 10 MiB + 1 in every field, keeps nothing, under 512 MB', async () => {
      const filesBefore = storageFiles();
      const memory = sampleMemory(server.pid);

      const hostile = await inParallel(
        fields.flatMap((field) =>
          hostileFiles.map(([, file, expected]) => async () => ({
            ...(await sendTo(field, file)),
            expected: expected.status,
            message: expected.message === 'type' ? TYPE_MESSAGES[field] : expected.message,
          })),
        ),
      );
      const tooLarge = await inParallel(
        fields.map((field) => () => sendTo(field, fileOf(field, MAX_UPLOAD_BYTES + 1))),
      );
      const filesAfterRefusals = storageFiles();
      const uploadStoreAfterRefusals = readdirSync(join(dataDir, 'uploads'));

      // Accepted at exactly the limit: a proof, one replacement, and a sign-up of eight such files.
      const exact = await inParallel([
        () => sendTo('proof', fileOf('proof', MAX_UPLOAD_BYTES)),
        () => sendTo('replacement', fileOf('replacement', MAX_UPLOAD_BYTES)),
        async () => {
          const answer = await signUp(
            Object.fromEntries(
              REGISTRATION_FILE_FIELDS.map((name) => [name, fileOf(name, MAX_UPLOAD_BYTES)]),
            ),
          );
          return { field: 'all eight', status: answer.status, fields: undefined };
        },
      ]);
      const startMb = memory.startMb();
      const peakMb = memory.stop();

      reportFigure(
        `resilience: upload matrix on ${database}: ${hostile.length} hostile files and ${tooLarge.length} of 10 MiB + 1 ` +
          `refused across ${fields.length} fields, 3 requests at exactly 10 MiB (one of 8 × 10 MiB) accepted, ` +
          `${CONCURRENT} at a time → server RSS ${startMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB (limit ${MEMORY_LIMIT_MB} MB)`,
      );
      expect(hostile.filter((sent) => sent.status !== sent.expected)).toEqual([]);
      expect(tooLarge.filter((sent) => sent.status !== 413)).toEqual([]);
      // Through tus, each refusal carries the field's own message from the catalogue.
      const throughTusFields = (sent: Sent) => sent.field in TYPE_MESSAGES;
      expect(
        hostile
          .filter(throughTusFields)
          .filter((sent) => Object.values(sent.fields ?? {}).join() !== sent.message),
      ).toEqual([]);
      expect(
        tooLarge
          .filter(throughTusFields)
          .filter((sent) => Object.values(sent.fields ?? {}).join() !== SIZE_MESSAGES[sent.field]),
      ).toEqual([]);
      expect(filesAfterRefusals).toBe(filesBefore);
      expect(uploadStoreAfterRefusals).toEqual([]);
      expect(exact.map((sent) => sent.status).sort()).toEqual([200, 201, 201]);
      expect(peakMb).toBeLessThan(MEMORY_LIMIT_MB);

      // The embedded database serves one process: stop the server to look into it.
      if (!cluster) await server.kill9();
      const target = cluster
        ? { databaseUrl: cluster.url }
        : { pgliteDir: join(dataDir, 'pglite') };
      const pending = await withSql(target, (sql) =>
        sql('select count(*)::int as count from pending_files'),
      );
      expect(pending).toEqual([{ count: 0 }]);
      // The refused uploads left no row; the accepted ones were each taken by their request.
      const uploadRows = await withSql(target, (sql) =>
        sql('select count(*)::int as count from uploads'),
      );
      expect(uploadRows).toEqual([{ count: 0 }]);
    });
  });
});
