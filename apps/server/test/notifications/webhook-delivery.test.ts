import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { notificationOutbox } from '../../src/db/schema';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';

const SECRET = 'webhook-secret-of-at-least-32-characters';

type Received = { headers: Record<string, string | string[] | undefined>; body: string };

/** Verifies as docs/deploy.md tells a receiver to: HMAC-SHA256 of `<timestamp>.<raw body>`. */
function signatureVerifies({ headers, body }: Received): boolean {
  const expected = `sha256=${createHmac('sha256', SECRET)
    .update(`${String(headers['x-toko-timestamp'])}.${body}`)
    .digest('hex')}`;
  const given = String(headers['x-toko-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

describe('the shop webhook', () => {
  let receiver: Server;
  const received: Received[] = [];
  let failuresLeft = 3;
  let testApp: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = failuresLeft-- > 0 ? 500 : 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    // Without SMTP_URL; the retry delays shortened because this test is about them.
    const shipped = loadConfig({
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/toko`,
      NOTIFY_WEBHOOK_SECRET: SECRET,
    }).notify;
    testApp = await createTestApp({
      config: { notify: { ...shipped, retry: { ...shipped.retry, firstDelayMs: 200 } } },
    });
    await createUser(testApp.deps);
    worker = startOutboxWorker(testApp.deps, testApp.app.log);
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('is retried after 500 answers, then delivered once, signed; e-mails wait without SMTP_URL', async () => {
    const response = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
    const { id, orderNumber, total } = response.json();
    const deadline = Date.now() + 20_000;
    while (received.length < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toHaveLength(4);
    expect(received.every(signatureVerifies)).toBe(true);
    expect(signatureVerifies({ ...received[3]!, body: received[3]!.body.replace('1', '2') })).toBe(
      false,
    );
    const event = JSON.parse(received[3]!.body);
    expect(event).toMatchObject({
      event: 'order.placed',
      data: { orderId: id, orderNumber, total, paymentMethod: 'bank_transfer' },
    });
    expect(event.data.adminUrl).toMatch(new RegExp(`/admin/orders/${id}$`));
    expect(new Set(received.map((call) => call.headers['x-toko-delivery']))).toEqual(
      new Set([event.id]),
    );

    const rows = await testApp.deps.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.reference, orderNumber));
    const webhook = rows.find((row) => row.channel === 'webhook');
    expect(webhook).toMatchObject({ status: 'sent', tries: 4 });
    const emails = rows.filter((row) => row.channel === 'email');
    expect(emails).toHaveLength(2);
    expect(emails.every((row) => row.status === 'pending' && row.tries === 0)).toBe(true);
    const warnings = testApp.logLines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
  });
});
