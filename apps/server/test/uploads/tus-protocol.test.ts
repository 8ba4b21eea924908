import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS_PER_DRAFT,
  UPLOAD_DRAFT_HEADER,
  UPLOAD_RATE_LIMIT,
} from '@toko/contracts';
import { t as checkoutText } from '@toko/contracts/i18n/checkout';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles, uploads } from '../../src/db/schema/index';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { randomIp } from '../helpers/random-ip';
import { storedFileCount } from '../helpers/stored-files';
import { listeningTestApp } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpegBytes } from './sample-files';
import { checkoutDraft, idOf, sendWithTus } from './tus-client';

const KIB = 1024;

describe('the tus endpoint, driven by tus-js-client', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => ({ testApp, origin } = await listeningTestApp()));
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const rowOf = async (id: string) =>
    (await db().select().from(uploads).where(eq(uploads.id, id)))[0];
  const inUploadStore = () =>
    readdirSync(join(testApp.deps.config.dataDir, 'uploads'), { withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  const head = (id: string, token?: string) =>
    testApp.app.inject({
      method: 'HEAD',
      url: `/api/uploads/${id}`,
      headers: { 'tus-resumable': '1.0.0', ...(token ? { [UPLOAD_DRAFT_HEADER]: token } : {}) },
    });

  it('takes a file in pieces, checks it, and keeps it in storage until an order names it', async () => {
    const token = await checkoutDraft(testApp);
    const content = jpegBytes(300 * KIB);
    const sent = await sendWithTus(origin, token, content, { chunkSize: 64 * KIB });
    expect(sent.error).toBeUndefined();

    const row = await rowOf(idOf(sent.url));
    expect(row).toMatchObject({ slot: 'proof', length: content.length, contentType: 'image/jpeg' });
    expect(row!.completedAt).not.toBeNull();
    expect(row!.fileName).toBe('bukti.jpg');
    const stored = await testApp.deps.storage.get(row!.storedKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    // The upload store keeps nothing of a finished upload; the row is its only trace.
    expect(inUploadStore()).toBe(0);
    expect(await db().select().from(pendingFiles)).toEqual([]);

    const finished = await head(idOf(sent.url), token);
    expect(finished.statusCode).toBe(200);
    expect(finished.headers['upload-offset']).toBe(String(content.length));
  });

  it('sends the first piece with the creation request (creation-with-upload)', async () => {
    const token = await checkoutDraft(testApp);
    const sent = await sendWithTus(origin, token, jpegBytes(100 * KIB), {
      uploadDataDuringCreation: true,
    });
    expect(sent.error).toBeUndefined();
    expect((await rowOf(idOf(sent.url)))!.completedAt).not.toBeNull();
  });

  it('answers HEAD with the offset and resumes from it, not from zero', async () => {
    const token = await checkoutDraft(testApp);
    const content = jpegBytes(256 * KIB);
    const url = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(content, {
        endpoint: `${origin}/api/uploads`,
        headers: { [UPLOAD_DRAFT_HEADER]: token },
        metadata: { slot: 'proof', filename: 'bukti.jpg' },
        chunkSize: 64 * KIB,
        retryDelays: [],
        storeFingerprintForResuming: false,
        onChunkComplete: () => {
          void upload.abort().then(() => resolve(upload.url!));
        },
        onError: reject,
      });
      upload.start();
    });
    const halfway = await head(idOf(url), token);
    expect(halfway.statusCode).toBe(200);
    expect(halfway.headers['upload-offset']).toBe(String(64 * KIB));
    expect(halfway.headers['upload-length']).toBe(String(content.length));

    const accepted: number[] = [];
    const resumed = await sendWithTus(origin, token, content, {
      uploadUrl: url,
      chunkSize: 64 * KIB,
      onChunkComplete: (_chunk, bytesAccepted) => accepted.push(bytesAccepted),
    });
    expect(resumed.error).toBeUndefined();
    expect(accepted).toEqual([128 * KIB, 192 * KIB, 256 * KIB]);
    expect((await rowOf(idOf(url)))!.completedAt).not.toBeNull();
  });

  it('terminates an unfinished upload and a finished one, leaving nothing', async () => {
    const token = await checkoutDraft(testApp);
    const filesBefore = storedFileCount(testApp.deps);
    const unfinished = await sendWithTus(origin, token, jpegBytes(128 * KIB), {
      chunkSize: 64 * KIB,
      onChunkComplete: () => undefined,
      // One piece, then the connection fails: a length the server never gets to.
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH' && request.getHeader('Upload-Offset') !== '0') {
          throw new Error('network gone');
        }
      },
    });
    expect(unfinished.error).toBeDefined();
    const finished = await sendWithTus(origin, token, jpegBytes(4 * KIB));
    expect(storedFileCount(testApp.deps)).toBeGreaterThan(filesBefore);

    for (const url of [unfinished.url!, finished.url!]) {
      await Upload.terminate(url, { headers: { [UPLOAD_DRAFT_HEADER]: token } });
      expect((await head(idOf(url), token)).statusCode).toBe(404);
      expect(await rowOf(idOf(url))).toBeUndefined();
    }
    expect(inUploadStore()).toBe(0);
    expect(storedFileCount(testApp.deps)).toBe(filesBefore);
  });

  it('expires an unfinished upload: refused after the expiry, removed by the hourly cleanup', async () => {
    const token = await checkoutDraft(testApp);
    const sent = await sendWithTus(origin, token, jpegBytes(128 * KIB), {
      chunkSize: 64 * KIB,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH' && request.getHeader('Upload-Offset') !== '0') {
          throw new Error('network gone');
        }
      },
    });
    const finished = await sendWithTus(origin, token, jpegBytes(4 * KIB));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `slot ${Buffer.from('proof').toString('base64')}`,
        [UPLOAD_DRAFT_HEADER]: token,
      },
    });
    expect(created.headers['upload-expires']).toBeDefined();
    expect(storedFileCount(testApp.deps)).toBeGreaterThan(0);

    testApp.advanceTime(testApp.deps.config.uploadExpiryHours * 3_600_000 + 1000);
    expect((await head(idOf(sent.url!), token)).statusCode).toBe(404);
    await runCleanup(testApp.deps, testApp.app.log);

    // No order took any upload of this app: every one, finished or not, is gone with its file.
    for (const url of [sent.url!, finished.url!]) expect(await rowOf(idOf(url))).toBeUndefined();
    expect(await db().select().from(uploads)).toEqual([]);
    expect(inUploadStore()).toBe(0);
    expect(storedFileCount(testApp.deps)).toBe(0);
  });

  it('answers OPTIONS (discovery) with the version, the extensions it keeps and the size limit', async () => {
    const answer = await fetch(`${origin}/api/uploads`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('tus-resumable')).toBe('1.0.0');
    expect(answer.headers.get('tus-version')).toBe('1.0.0');
    expect(answer.headers.get('tus-extension')).toBe(
      'creation,creation-with-upload,termination,expiration',
    );
    expect(answer.headers.get('tus-max-size')).toBe(String(MAX_UPLOAD_BYTES));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Same-origin only: discovery grants no other origin anything.
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
    expect(await answer.text()).toBe('');
  });

  it('refuses a deferred length, which discovery does not offer (creation-defer-length)', async () => {
    const token = await checkoutDraft(testApp);
    const storeBefore = inUploadStore();
    const deferred = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `slot ${Buffer.from('proof').toString('base64')}`,
        [UPLOAD_DRAFT_HEADER]: token,
      },
    });
    expect(deferred.statusCode).toBe(400);
    expect(inUploadStore()).toBe(storeBefore);
  });

  it('refuses at creation a file over 10 MiB (413) and a slot the draft does not have', async () => {
    const token = await checkoutDraft(testApp);
    const storeBefore = inUploadStore();
    const create = (length: number, slot: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': `slot ${Buffer.from(slot).toString('base64')}`,
          [UPLOAD_DRAFT_HEADER]: token,
        },
      });
    const tooLarge = await create(10 * 1024 * 1024 + 1, 'proof');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields).toEqual({ proof: checkoutText('checkout.proof.size') });
    const otherSlot = await create(10, 'ktp');
    expect(otherSlot.statusCode).toBe(400);
    expect(otherSlot.json().error.fields).toEqual({ slot: uploadText('upload.slot.invalid') });
    const noDraft = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(noDraft.statusCode).toBe(400);
    expect(inUploadStore()).toBe(storeBefore);
  });

  /** The headers that create a 10-byte proof upload in the draft of `token`. */
  const proofCreation = (token: string) => ({
    'tus-resumable': '1.0.0',
    'upload-length': '10',
    'upload-metadata': `slot ${Buffer.from('proof').toString('base64')}`,
    [UPLOAD_DRAFT_HEADER]: token,
  });

  it('holds at most 12 uploads per draft', async () => {
    const token = await checkoutDraft(testApp);
    const create = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: proofCreation(token),
      });
    for (let index = 0; index < 12; index += 1) expect((await create()).statusCode).toBe(201);
    const thirteenth = await create();
    expect(thirteenth.statusCode).toBe(429);
    expect(thirteenth.json().error.fields).toEqual({ proof: uploadText('upload.tooMany') });
  });

  it('holds at most 12 uploads per draft when 30 begin at once', async () => {
    const token = await checkoutDraft(testApp);
    const create = () =>
      fetch(`${origin}/api/uploads`, {
        method: 'POST',
        headers: proofCreation(token),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, create));
    const created = answers.filter((answer) => answer.status === 201);
    expect(answers.length - created.length).toBe(
      answers.filter((answer) => answer.status === 429).length,
    );
    expect(created.length).toBeGreaterThan(0);
    expect(created.length).toBeLessThanOrEqual(MAX_UPLOADS_PER_DRAFT);
    const first = await rowOf(idOf(created[0]!.headers.get('location')));
    const held = await db().select().from(uploads).where(eq(uploads.draftId, first!.draftId));
    expect(held).toHaveLength(created.length);
  });

  it("answers a stranger's HEAD, PATCH and DELETE with 404 and changes nothing", async () => {
    const owner = await checkoutDraft(testApp);
    const stranger = await checkoutDraft(testApp);
    const sent = await sendWithTus(origin, owner, jpegBytes(128 * KIB), {
      chunkSize: 64 * KIB,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH' && request.getHeader('Upload-Offset') !== '0') {
          throw new Error('network gone');
        }
      },
    });
    const id = idOf(sent.url!);
    for (const token of [stranger, undefined, `${owner}x`]) {
      const base = {
        url: `/api/uploads/${id}`,
        headers: { 'tus-resumable': '1.0.0', ...(token ? { [UPLOAD_DRAFT_HEADER]: token } : {}) },
      };
      expect((await testApp.app.inject({ ...base, method: 'HEAD' })).statusCode).toBe(404);
      const patch = await testApp.app.inject({
        ...base,
        method: 'PATCH',
        headers: {
          ...base.headers,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(64 * KIB),
        },
        payload: Buffer.alloc(64 * KIB),
      });
      expect(patch.statusCode).toBe(404);
      expect((await testApp.app.inject({ ...base, method: 'DELETE' })).statusCode).toBe(404);
    }
    const still = await head(id, owner);
    expect(still.statusCode).toBe(200);
    expect(still.headers['upload-offset']).toBe(String(64 * KIB));
  });
});

describe('uploads begun per address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(`lets ${UPLOAD_RATE_LIMIT.max} through in ${UPLOAD_RATE_LIMIT.windowMinutes} minutes, then answers 429 with Retry-After`, async () => {
    const remoteAddress = randomIp();
    const drafts = await Promise.all(
      Array.from({ length: Math.ceil(UPLOAD_RATE_LIMIT.max / MAX_UPLOADS_PER_DRAFT) + 1 }, () =>
        checkoutDraft(testApp),
      ),
    );
    const create = (index: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/uploads',
        remoteAddress,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': `slot ${Buffer.from('proof').toString('base64')}`,
          [UPLOAD_DRAFT_HEADER]: drafts[Math.floor(index / MAX_UPLOADS_PER_DRAFT)]!,
        },
      });
    for (let index = 0; index < UPLOAD_RATE_LIMIT.max; index += 1) {
      expect((await create(index)).statusCode).toBe(201);
    }
    const refused = await create(UPLOAD_RATE_LIMIT.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await create(0)).statusCode).toBe(429);
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      remoteAddress: randomIp(),
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `slot ${Buffer.from('proof').toString('base64')}`,
        [UPLOAD_DRAFT_HEADER]: drafts.at(-1)!,
      },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
