import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { t as adminText } from '@toko/contracts/i18n/admin';
import { t as checkoutText } from '@toko/contracts/i18n/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pendingFiles, registrations, uploads } from '../../src/db/schema';
import { randomIp } from '../helpers/random-ip';
import { newKey, originOf, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { hostileFiles, type UploadedFile } from './hostile-files';
import { jpegBytes, jpegWithHtmlComment } from './sample-files';
import { checkoutDraft, idOf, replacementDraft, sendWithTus } from './tus-client';

// The sign-up's documents: tus/tus-upload-matrix.test.ts.
describe('the proof and the replacement refuse hostile files and keep nothing of them', () => {
  let testApp: TestApp;
  let cookie: string;
  let registrationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const created = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration()),
    );
    expect(created.statusCode).toBe(201);
    registrationId = created.json().id;
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const registrationRow = async () =>
    (await db().select().from(registrations).where(eq(registrations.id, registrationId)))[0]!;

  type Field = { name: string; typeMessage: string; send(file: UploadedFile): Promise<Response> };
  type Response = Pick<Awaited<ReturnType<TestApp['app']['inject']>>, 'statusCode' | 'json'>;

  /**
   * The file through `/api/uploads` (tus-js-client), then, once it is up, the JSON request naming
   * it: the answer the user sees, the upload's refusal or the submit's.
   */
  async function throughTus(
    token: string,
    slot: string,
    file: UploadedFile,
    submit: (upload: string) => Promise<Response>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const sent = await sendWithTus(await originOf(testApp.app), token, file.content, {
      headers,
      metadata: { slot, filename: file.fileName },
    });
    if (!sent.error) return submit(idOf(sent.url));
    const { status, body } = sent.error;
    return { statusCode: status, json: <T>() => JSON.parse(body) as T };
  }

  const placeOrder = async (file: UploadedFile) => {
    const token = await checkoutDraft(testApp);
    return throughTus(token, 'proof', file, (upload) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': newKey() },
        payload: { ...validOrder(), uploadDraft: token, proofUpload: upload },
        remoteAddress: randomIp(),
      }),
    );
  };

  const replaceDocument = async (file: UploadedFile) => {
    const token = await replacementDraft(testApp, cookie, registrationId);
    const save = (upload: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/registrations/${registrationId}/documents/kk`,
        headers: { cookie, 'idempotency-key': newKey() },
        payload: { uploadDraft: token, upload },
      });
    return throughTus(token, 'kk', file, save, { cookie });
  };

  const fields: Field[] = [
    {
      name: 'POST /api/orders proof',
      typeMessage: checkoutText('checkout.proof.type'),
      send: placeOrder,
    },
    {
      name: 'PUT /api/admin/registrations/:id/documents/:field upload',
      typeMessage: adminText('admin.registration.documents.type'),
      send: replaceDocument,
    },
  ];

  async function leftBehind() {
    return {
      files: storedFileCount(testApp.deps),
      pending: (await db().select().from(pendingFiles)).length,
      uploads: (await db().select().from(uploads)).length,
      uploadStore: readdirSync(join(testApp.deps.config.dataDir, 'uploads'), {
        withFileTypes: true,
      }).filter((entry) => entry.isFile()).length,
      orders: (await db().select({ id: orders.id }).from(orders)).length,
      registrations: (await db().select({ id: registrations.id }).from(registrations)).length,
      replaced: await registrationRow(),
    };
  }

  describe.each(fields.map((field) => [field.name, field] as const))('%s', (_name, field) => {
    it.each(hostileFiles)('refuses %s', async (_case, file, expected) => {
      const before = await leftBehind();
      const response = await field.send(file);
      const message = expected.message === 'type' ? field.typeMessage : expected.message;
      expect(response.statusCode).toBe(expected.status);
      expect(Object.values(response.json().error.fields)).toEqual([message]);
      expect(await leftBehind()).toEqual({ ...before, pending: 0 });
    });
  });

  it('stores a real JPEG named x.php.jpg under a server key, downloaded as x_php.jpg', async () => {
    const jpeg = { fileName: 'x.php.jpg', type: 'image/jpeg', content: jpegBytes() };
    const response = await fields[0]!.send(jpeg);
    expect(response.statusCode).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(order!.paymentProofKey).toMatch(/^payment-proofs\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(order!.paymentProofName).toBe('x_php.jpg');

    const replaced = await replaceDocument(jpeg);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().documents.kk).toEqual({
      fileName: 'x_php.jpg',
      contentType: 'image/jpeg',
    });
  });

  // Decision: a well-formed JPEG that carries HTML (here in a comment segment) IS a JPEG to every
  // decoder, and nothing short of re-encoding it removes the HTML. It is accepted; what keeps its
  // HTML from running is that it is only ever served as `image/jpeg` (its sniffed type), as an
  // attachment, with `nosniff`, from a signed link: no browser renders it as a page.
  it('accepts a real JPEG carrying HTML, served only as an image attachment never sniffed', async () => {
    const response = await fields[0]!.send({
      fileName: 'polyglot.html',
      type: 'text/html',
      content: jpegWithHtmlComment(),
    });
    expect(response.statusCode).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(order).toMatchObject({
      paymentProofName: 'polyglot.jpg',
      paymentProofType: 'image/jpeg',
    });

    const link = await testApp.deps.storage.signedUrl(order!.paymentProofKey!, 300);
    const served = await testApp.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="polyglot\.jpg"/);
  });
});
