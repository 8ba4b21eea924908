import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../src/db/schema';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { reportFigure } from '../helpers/report-figure';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from '../orders/order-requests';
import { notifyConfig } from './notify-config';

const ORDERS = 50;
const OUTAGE_MS = 30_000;
const SHOP = 'toko@tokoedc.id';

describe('an SMTP outage of 30 s while 50 orders arrive', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // Retries every 1 to 4 s instead of 30 s to 1 h: this test is about the retries.
    const config = notifyConfig(smtp.url, { retry: { firstDelayMs: 1_000, maxDelayMs: 4_000 } });
    testApp = await createTestApp({
      config: { notify: { ...config.notify, shopEmails: [SHOP] } },
    });
    worker = startOutboxWorker(testApp.deps, testApp.app.log);
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.stop();
  });

  it('delivers all 100 messages once it is back, none lost and none doubled', async () => {
    await smtp.stop();
    const downAt = Date.now();
    const orderNumbers: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const response = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
      expect(response.statusCode).toBe(201);
      orderNumbers.push(response.json().orderNumber);
      await new Promise((resolve) => setTimeout(resolve, (OUTAGE_MS * 0.8) / ORDERS));
    }
    await new Promise((resolve) => setTimeout(resolve, downAt + OUTAGE_MS - Date.now()));
    const failedTries = await testApp.deps.database.db
      .select({ tries: notificationOutbox.tries })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, 'pending'));
    expect(smtp.mails).toHaveLength(0);
    await smtp.start();
    const backAt = Date.now();
    await smtp.waitFor(2 * ORDERS, 60_000);
    const allIn = Date.now() - backAt;
    await new Promise((resolve) => setTimeout(resolve, 5_000));

    expect(smtp.mails).toHaveLength(2 * ORDERS);
    const ids = smtp.mails.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(2 * ORDERS);
    for (const orderNumber of orderNumbers) {
      const about = smtp.mails.filter((mail) => mail.parsed.subject?.includes(orderNumber));
      expect(
        about
          .map((mail) => mail.parsed.to && 'text' in mail.parsed.to && mail.parsed.to.text)
          .sort(),
      ).toEqual(['siti@contoh.co.id', SHOP].sort());
    }
    const rows = await testApp.deps.database.db.select().from(notificationOutbox);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    reportFigure(
      `SMTP outage ${OUTAGE_MS / 1000} s, ${ORDERS} orders: ${smtp.mails.length} of ${2 * ORDERS} delivered, ` +
        `0 lost, ${ids.length - new Set(ids).size} doubled; ${failedTries.reduce((sum, row) => sum + row.tries, 0)} failed tries during the outage; ` +
        `all in ${(allIn / 1000).toFixed(1)} s after it ended`,
    );
  }, 120_000);
});
