import { t as uploadText } from '@toko/contracts/i18n/upload';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningTestApp } from '../helpers/listen';
import { notificationOutbox, orders, uploads } from '../../src/db/schema';
import { randomIp } from '../helpers/random-ip';
import { storedFileCount } from '../helpers/stored-files';
import type { TestApp } from '../helpers/test-app';
import { jpegBytes } from '../uploads/sample-files';
import { checkoutDraft, idOf, sendWithTus } from '../uploads/tus-client';
import { newKey, validOrder } from './order-requests';

describe('POST /api/orders as JSON naming its proof upload', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => ({ testApp, origin } = await listeningTestApp()));
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;
  const submit = (body: object, key = newKey()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: { ...validOrder(), ...body },
      remoteAddress: randomIp(),
    });
  async function uploadedProof() {
    const token = await checkoutDraft(testApp);
    const sent = await sendWithTus(origin, token, jpegBytes(64 * 1024));
    expect(sent.error).toBeUndefined();
    return { token, id: idOf(sent.url) };
  }
  const notReady = { proof: uploadText('upload.notReady') };

  it('writes the order with the uploaded proof, takes the upload once, and replays a retry', async () => {
    const proof = await uploadedProof();
    const [row] = await db().select().from(uploads).where(eq(uploads.id, proof.id));
    const key = newKey();
    const created = await submit({ uploadDraft: proof.token, proofUpload: proof.id }, key);
    expect(created.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, created.json().id));
    expect(order).toMatchObject({
      paymentProofKey: row!.storedKey,
      paymentProofName: 'bukti.jpg',
      paymentProofType: 'image/jpeg',
    });
    expect(await db().select().from(uploads).where(eq(uploads.id, proof.id))).toEqual([]);
    // The buyer's message commits with the order (no admin, no alert).
    const messages = await db()
      .select({ kind: notificationOutbox.kind })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.reference, order!.orderNumber));
    expect(messages.map((message) => message.kind)).toEqual(['order.placed.buyer']);

    const replay = await submit({ uploadDraft: proof.token, proofUpload: proof.id }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(created.json());

    const again = await submit({ uploadDraft: proof.token, proofUpload: proof.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual(notReady);
  });

  it("refuses another draft's upload and an unfinished one, changing nothing", async () => {
    const proof = await uploadedProof();
    const stranger = await checkoutDraft(testApp);
    const unfinished = await sendWithTus(origin, proof.token, jpegBytes(128 * 1024), {
      chunkSize: 64 * 1024,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH' && request.getHeader('Upload-Offset') !== '0') {
          throw new Error('network gone');
        }
      },
    });
    const ordersBefore = await orderCount();
    const filesBefore = storedFileCount(testApp.deps);
    for (const body of [
      { uploadDraft: stranger, proofUpload: proof.id },
      { uploadDraft: `${proof.token}0`, proofUpload: proof.id },
      { uploadDraft: proof.token, proofUpload: idOf(unfinished.url) },
    ]) {
      const refused = await submit(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual(notReady);
    }
    expect(await orderCount()).toBe(ordersBefore);
    expect(storedFileCount(testApp.deps)).toBe(filesBefore);
    expect(await db().select().from(uploads).where(eq(uploads.id, proof.id))).toHaveLength(1);
  });

  it('refuses an expired upload', async () => {
    const proof = await uploadedProof();
    testApp.advanceTime(testApp.deps.config.uploadExpiryHours * 3_600_000 + 1000);
    const refused = await submit({ uploadDraft: proof.token, proofUpload: proof.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual(notReady);
  });
});
