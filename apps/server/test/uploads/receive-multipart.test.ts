import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_REPLACEMENT_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  MULTIPART_LIMITS,
  PROOF_MIME_TYPES,
} from '@toko/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pendingFiles } from '../../src/db/schema';
import { AppError } from '../../src/http/app-error';
import { commitUpload } from '../../src/uploads/commit-upload';
import { receiveMultipart } from '../../src/uploads/receive-multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { htmlBytes, jpegBytes, multipartBody, pdfBytes, pngBytes, webpBytes } from './sample-files';
import { withMultipart } from '../helpers/with-multipart';

const orderSchema = z.object({ name: z.string().min(3, 'Nama minimal 3 karakter') });
const registrationId = randomUUID();
/** One more document field than a request may carry. */
const documentFields = Array.from({ length: MULTIPART_LIMITS.files + 1 }, (_, i) => `doc${i + 1}`);

describe('receiveMultipart + commitUpload through the real server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      addRoutes: withMultipart((app) => {
        app.post('/api/test/upload', async (request, reply) => {
          const upload = await receiveMultipart(request, {
            json: { field: 'order', schema: orderSchema },
            files: {
              proof: {
                types: PROOF_MIME_TYPES,
                keyPrefix: 'payment-proofs',
                requiredMessage: 'Bukti pembayaran wajib diunggah.',
              },
              extra: {
                types: ADMIN_REPLACEMENT_MIME_TYPES,
                keyPrefix: 'test-extra',
                messages: { type: 'Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.' },
              },
            },
          });
          // Answers without writing a row: the files are never claimed.
          if (upload.data.name === 'tanpa-simpan') return reply.status(201).send({ files: {} });
          await commitUpload(app.deps.database.db, upload, async () => {
            if (upload.data.name === 'gagal-simpan') throw new Error('insert failed');
          });
          return reply.status(201).send({ files: upload.files });
        });
        app.put('/api/test/replacement', async (request, reply) => {
          const upload = await receiveMultipart(request, {
            files: {
              file: {
                types: ADMIN_REPLACEMENT_MIME_TYPES,
                keyPrefix: `registrations/${registrationId}/ktp`,
                requiredMessage: 'Pilih file terlebih dahulu.',
              },
            },
          });
          await commitUpload(app.deps.database.db, upload, async () => undefined);
          return reply.status(201).send({ data: upload.data ?? null, files: upload.files });
        });
        app.post('/api/test/documents', async (request, reply) => {
          const upload = await receiveMultipart(request, {
            json: { field: 'registration', schema: z.object({}) },
            files: Object.fromEntries(
              documentFields.map((field) => [
                field,
                { types: PROOF_MIME_TYPES, keyPrefix: `registrations/${registrationId}/${field}` },
              ]),
            ),
          });
          await commitUpload(app.deps.database.db, upload, async () => undefined);
          return reply.status(201).send({ files: upload.files });
        });
      }),
    });
  });
  afterAll(() => testApp.close());

  function storedFiles(): string[] {
    const root = join(testApp.deps.config.dataDir, 'files');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  }

  async function pendingCount(): Promise<number> {
    return (await testApp.deps.database.db.select().from(pendingFiles)).length;
  }

  let filesBefore: number;
  beforeEach(() => {
    filesBefore = storedFiles().length;
  });

  const send = (parts: Parameters<typeof multipartBody>[0]) =>
    testApp.app.inject({ method: 'POST', url: '/api/test/upload', ...multipartBody(parts) });
  const order = (name = 'Budi Santoso') => ({ name: 'order', value: JSON.stringify({ name }) });
  const file = (name: string, fileName: string, content: Buffer, type = 'image/jpeg') => ({
    name,
    fileName,
    type,
    content,
  });

  it.each([
    ['JPEG', jpegBytes(), 'image/jpeg', 'bukti.jpg'],
    ['PNG', pngBytes(), 'image/png', 'bukti.png'],
    ['PDF', pdfBytes(), 'application/pdf', 'bukti.pdf'],
  ])(
    'stores a %s proof under a server key, typed by its bytes',
    async (_kind, bytes, type, name) => {
      const response = await send([order(), file('proof', 'Bukti Transfer!.JPG', bytes)]);
      expect(response.statusCode).toBe(201);
      const proof = response.json().files.proof;
      expect(proof).toMatchObject({
        contentType: type,
        size: bytes.length,
        fileName: name.replace('bukti', 'bukti_transfer_'),
      });
      expect(proof.key).toMatch(
        new RegExp(`^payment-proofs/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${name.split('.')[1]}$`),
      );
      expect(storedFiles().length).toBe(filesBefore + 2);
      expect(await pendingCount()).toBe(0);
    },
  );

  /**
   * Runs `run` with the storage's puts counted (from 1) and each file's publishing held by
   * `hold(index)` first; `onPut` hears each put start.
   */
  async function withHeldPublishing<T>(
    hold: (index: number) => Promise<void>,
    onPut: (index: number) => void,
    run: () => Promise<T>,
  ): Promise<T> {
    const storage = testApp.deps.storage;
    let puts = 0;
    testApp.deps.storage = {
      ...storage,
      put(key, body, options) {
        const index = ++puts;
        onPut(index);
        return storage.put(key, body, {
          ...options,
          beforePublish: async () => {
            await hold(index);
            await options.beforePublish?.();
          },
        });
      },
    };
    try {
      return await run();
    } finally {
      testApp.deps.storage = storage;
    }
  }

  it('streams the next part while the previous file is still being published', async () => {
    const events: string[] = [];
    let secondStarted!: () => void;
    const secondPut = new Promise<void>((resolve) => (secondStarted = resolve));
    const response = await withHeldPublishing(
      async (index) => {
        // The first file waits to be published until the second has started (3 s at most).
        if (index === 1) await Promise.race([secondPut, sleep(3_000)]);
        events.push(`published ${index}`);
      },
      (index) => {
        events.push(`put ${index}`);
        if (index === 2) secondStarted();
      },
      () =>
        send([
          order(),
          file('proof', 'bukti.jpg', jpegBytes()),
          file('extra', 'ktp.pdf', pdfBytes(), 'application/pdf'),
        ]),
    );
    expect(response.statusCode).toBe(201);
    expect(events.indexOf('put 2')).toBeLessThan(events.indexOf('published 1'));
    expect(events).toHaveLength(4);
    expect(storedFiles().length).toBe(filesBefore + 4);
  });

  it('waits for a file still being published before discarding it after a later refusal', async () => {
    const response = await withHeldPublishing(
      () => sleep(300),
      () => undefined,
      () =>
        send([
          order(),
          file('proof', 'bukti.jpg', jpegBytes()),
          file('extra', 'halaman.html', htmlBytes(), 'image/jpeg'),
        ]),
    );
    expect(response.statusCode).toBe(415);
    await sleep(500);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('accepts WEBP only where the field allows it', async () => {
    const allowed = await send([
      order(),
      file('proof', 'a.jpg', jpegBytes()),
      file('extra', 'a.webp', webpBytes()),
    ]);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().files.extra.contentType).toBe('image/webp');

    const refused = await send([order(), file('proof', 'a.webp', webpBytes(), 'image/webp')]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toMatchObject({
      code: 'unsupported_file_type',
      message: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    });
  });

  it('refuses an HTML file named .jpg and stores nothing', async () => {
    const response = await send([order(), file('proof', 'foto.jpg', htmlBytes(), 'image/jpeg')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({
      proof: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    });
    expect(storedFiles().length).toBe(filesBefore);
  });

  it.each([
    ['alone', [order(), file('proof', 'kosong.jpg', Buffer.alloc(0))]],
    [
      'after a stored file',
      [order(), file('extra', 'a.jpg', jpegBytes()), file('proof', 'kosong.jpg', Buffer.alloc(0))],
    ],
  ])(
    'refuses an empty file %s at once, as a file of no known type, leaving nothing',
    async (_where, parts) => {
      const response = await Promise.race([
        send(parts),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), 5_000)),
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.fields.proof).toBe(
        new AppError('unsupported_file_type').message,
      );
      expect(storedFiles()).toHaveLength(filesBefore);
    },
  );

  it('uses the field’s own message for a wrong type', async () => {
    const response = await send([
      order(),
      file('proof', 'a.jpg', jpegBytes()),
      file('extra', 'x.jpg', htmlBytes()),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.',
    );
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('accepts exactly 10 MiB and refuses one byte more, leaving nothing', async () => {
    const exact = await send([order(), file('proof', 'besar.jpg', jpegBytes(MAX_UPLOAD_BYTES))]);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().files.proof.size).toBe(MAX_UPLOAD_BYTES);
    const afterExact = storedFiles().length;

    const over = await send([order(), file('proof', 'besar.jpg', jpegBytes(MAX_UPLOAD_BYTES + 1))]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({
      code: 'payload_too_large',
      message: 'File terlalu besar (maksimal 10MB).',
    });
    expect(storedFiles().length).toBe(afterExact);
    expect(await pendingCount()).toBe(0);
  });

  it('answers invalid JSON fields with 400 and Indonesian field messages', async () => {
    const response = await send([order('ab'), file('proof', 'a.jpg', jpegBytes())]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Nama minimal 3 karakter' },
    });
    const malformed = await send([{ name: 'order', value: '{bukan json' }]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('order');
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses a JSON part over its limit with 413', async () => {
    const name = 'a'.repeat(MULTIPART_LIMITS.fieldBytes);
    const response = await send([order(name), file('proof', 'a.jpg', jpegBytes())]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('body_too_large');
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('deletes a file already stored when the JSON after it is invalid', async () => {
    const response = await send([file('proof', 'a.jpg', jpegBytes()), order('ab')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Nama minimal 3 karakter' });
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('takes eight documents in one request, each under its caller-chosen prefix', async () => {
    const fields = documentFields.slice(0, MULTIPART_LIMITS.files);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/documents',
      ...multipartBody([
        { name: 'registration', value: '{}' },
        ...fields.map((field) => file(field, `${field}.png`, pngBytes(), 'image/png')),
      ]),
    });
    expect(response.statusCode).toBe(201);
    const files = response.json().files as Record<string, { key: string }>;
    expect(Object.keys(files)).toEqual(fields);
    for (const field of fields) {
      expect(files[field]!.key).toMatch(
        new RegExp(`^registrations/${registrationId}/${field}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.png$`),
      );
    }
    expect(storedFiles().length).toBe(filesBefore + 2 * fields.length);
    expect(await pendingCount()).toBe(0);
  });

  it('refuses a file past the per-request limit with 413 and deletes those before it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/documents',
      ...multipartBody([
        { name: 'registration', value: '{}' },
        ...documentFields.map((field) => file(field, 'a.jpg', jpegBytes())),
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('takes a request of files only, and refuses any field in it', async () => {
    const replace = (parts: Parameters<typeof multipartBody>[0]) =>
      testApp.app.inject({ method: 'PUT', url: '/api/test/replacement', ...multipartBody(parts) });

    const accepted = await replace([file('file', 'KTP Baru.webp', webpBytes(), 'image/webp')]);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      data: null,
      files: { file: { contentType: 'image/webp', fileName: 'ktp_baru.webp' } },
    });

    const withField = await replace([order(), file('file', 'a.png', pngBytes(), 'image/png')]);
    expect(withField.statusCode).toBe(400);
    expect(withField.json().error.fields).toHaveProperty('order');
    expect(storedFiles().length).toBe(filesBefore + 2);
  });

  it('requires the required file with the caller’s message', async () => {
    const response = await send([order()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ proof: 'Bukti pembayaran wajib diunggah.' });
  });

  it('refuses unknown or repeated fields', async () => {
    const unknown = await send([order(), file('virus', 'a.jpg', jpegBytes())]);
    expect(unknown.statusCode).toBe(400);
    const twice = await send([
      order(),
      file('proof', 'a.jpg', jpegBytes()),
      file('proof', 'b.jpg', jpegBytes()),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it.each([
    ['without a boundary', (body: Buffer) => body, 'multipart/form-data'],
    ['with another boundary', (body: Buffer) => body, 'multipart/form-data; boundary=other'],
    ['cut off inside the file', (body: Buffer) => body.subarray(0, body.length - 500), undefined],
    [
      'without its closing line',
      (body: Buffer) => body.subarray(0, body.indexOf('\r\n------toko-test-boundary--')),
      undefined,
    ],
  ])('answers a body %s with 400 and keeps nothing', async (_case, cut, contentType) => {
    const { payload, headers } = multipartBody([order(), file('proof', 'a.jpg', jpegBytes())]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: cut(payload),
      headers: { 'content-type': contentType ?? headers['content-type']! },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('deletes every stored file when a later file turns out too large midway', async () => {
    const response = await send([
      order(),
      file('proof', 'a.pdf', pdfBytes()),
      file('extra', 'x.jpg', jpegBytes(MAX_UPLOAD_BYTES + 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('deletes the files when the row’s transaction fails', async () => {
    const response = await send([order('gagal-simpan'), file('proof', 'a.pdf', pdfBytes())]);
    expect(response.statusCode).toBe(500);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await pendingCount()).toBe(0);
  });

  it('records each key in pending_files before the file appears under it; unclaimed, it is deleted before the answer', async () => {
    const { db } = testApp.deps.database;
    const storage = testApp.deps.storage;
    const pendingWhenPublished: number[] = [];
    testApp.deps.storage = {
      ...storage,
      put: (key, body, options) =>
        storage.put(key, body, {
          ...options,
          async beforePublish() {
            await options.beforePublish?.();
            const rows = await db.select().from(pendingFiles).where(eq(pendingFiles.key, key));
            pendingWhenPublished.push(rows.length);
          },
        }),
    };
    try {
      const response = await send([order('tanpa-simpan'), file('proof', 'a.jpg', jpegBytes())]);
      expect(response.statusCode).toBe(201);
      // A crash from here on leaves the entry, and the hourly cleanup deletes the file.
      expect(pendingWhenPublished).toEqual([1]);
      // No row claimed it: the request's files went with its answer (request-files.ts).
      expect(await pendingCount()).toBe(0);
      expect(storedFiles().length).toBe(filesBefore);
    } finally {
      testApp.deps.storage = storage;
      await db.delete(pendingFiles);
    }
  });

  it('refuses a request that is not multipart', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: { name: 'Budi' },
    });
    expect(response.statusCode).toBe(415);
  });
});
