import { adminNotificationSchema } from '@toko/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, notificationOutbox } from '../../src/db/schema';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import { notifyConfig } from './notify-config';

describe('"Notifikasi" in the back office', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  let worker: OutboxWorker;
  let cookie: string;
  let orderNumber: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    await smtp.stop();
    // Gives up after 1 s instead of 24 h: this test is about a message that failed.
    const config = notifyConfig(smtp.url, {
      retry: { firstDelayMs: 100, maxDelayMs: 100, giveUpAfterMs: 1_000 },
    });
    testApp = await createTestApp({
      config: { notify: { ...config.notify, shopEmails: ['toko@tokoedc.id'] } },
    });
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    worker = startOutboxWorker(testApp.deps, testApp.app.log);
    orderNumber = (await testApp.app.inject(await orderRequest(testApp.app, validOrder()))).json()
      .orderNumber;
    const deadline = Date.now() + 15_000;
    while ((await failedCount()) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.stop();
  });

  async function failedCount() {
    const rows = await testApp.deps.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, 'failed'));
    return rows.length;
  }
  const request = (method: 'GET' | 'POST', url: string, withCookie = cookie) =>
    testApp.app.inject({ method, url, headers: withCookie ? { cookie: withCookie } : {} });

  it('is for admins only', async () => {
    const userCookie = await loginAs(testApp.app, await createUser(testApp.deps, { admin: false }));
    for (const [method, url] of [
      ['GET', '/api/admin/notifications'],
      ['GET', '/api/admin/notifications/summary'],
      ['POST', `/api/admin/notifications/${crypto.randomUUID()}/resend`],
    ] as const) {
      expect((await request(method, url, '')).statusCode, url).toBe(401);
      expect((await request(method, url, userCookie)).statusCode, url).toBe(403);
    }
  });

  it('lists who was notified of what, newest first, with the failed tries and no body', async () => {
    const list = (await request('GET', '/api/admin/notifications')).json();
    expect(list.items).toHaveLength(2);
    for (const item of list.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(adminNotificationSchema.shape).sort());
      expect(item).toMatchObject({ reference: orderNumber, status: 'failed' });
      expect(item.tries).toBeGreaterThanOrEqual(1);
      expect(item.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(list.items.map((item: { recipient: string }) => item.recipient).sort()).toEqual([
      'siti@contoh.co.id',
      'toko@tokoedc.id',
    ]);
    expect(list.next).toBeNull();
    expect((await request('GET', '/api/admin/notifications/summary')).json()).toEqual({
      failed: 2,
    });
  });

  it('"Kirim ulang" sends a failed message again, once, audited; anything else is refused', async () => {
    await smtp.start();
    const list = (await request('GET', '/api/admin/notifications')).json();
    const failed = list.items[0];
    expect((await request('POST', `/api/admin/notifications/${failed.id}/resend`)).statusCode).toBe(
      204,
    );
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.messageId).toBe(`<${failed.id}@tokoedc.id>`);
    expect((await request('GET', '/api/admin/notifications/summary')).json()).toEqual({
      failed: 1,
    });
    const audits = await testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.action, 'notification.resend'),
          eq(adminAuditEvents.entityId, failed.id),
        ),
      );
    expect(audits).toHaveLength(1);

    const again = await request('POST', `/api/admin/notifications/${failed.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Hanya notifikasi yang gagal yang dapat dikirim ulang');
    const unknown = await request('POST', `/api/admin/notifications/${crypto.randomUUID()}/resend`);
    expect(unknown.statusCode).toBe(404);
    expect(smtp.mails).toHaveLength(1);
  });
});

describe('an SMTP server that refuses a recipient for good (550)', () => {
  it('fails the message at the first try, without 24 hours of retries', async () => {
    const smtp = await startSmtpCatcher();
    smtp.refused.add('siti@contoh.co.id');
    const testApp = await createTestApp({
      config: { notify: { ...notifyConfig(smtp.url).notify, shopEmails: ['toko@tokoedc.id'] } },
    });
    const worker = startOutboxWorker(testApp.deps, testApp.app.log);
    try {
      await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
      await smtp.waitFor(1);
      const deadline = Date.now() + 10_000;
      let rows = await testApp.deps.database.db.select().from(notificationOutbox);
      while (rows.some((row) => row.status === 'pending') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rows = await testApp.deps.database.db.select().from(notificationOutbox);
      }
      const buyer = rows.find((row) => row.recipient === 'siti@contoh.co.id');
      expect(buyer).toMatchObject({ status: 'failed', tries: 1 });
      expect(buyer?.lastError).toMatch(/550/);
      expect(rows.find((row) => row.recipient === 'toko@tokoedc.id')?.status).toBe('sent');
    } finally {
      await worker.stop();
      await testApp.close();
      await smtp.stop();
    }
  });
});

describe('the hourly cleanup', () => {
  it('deletes sent and failed messages older than RETENTION_DAYS, never a waiting one', async () => {
    const testApp = await createTestApp();
    try {
      await createUser(testApp.deps);
      await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
      const db = testApp.deps.database.db;
      const rows = await db.select().from(notificationOutbox);
      expect(rows).toHaveLength(2);
      await db
        .update(notificationOutbox)
        .set({ status: 'sent' })
        .where(eq(notificationOutbox.id, rows[0]!.id));
      testApp.advanceTime((testApp.deps.config.retentionDays + 1) * 24 * 60 * 60_000);
      await runCleanup(testApp.deps, testApp.app.log);
      const left = await db.select().from(notificationOutbox);
      expect(left.map((row) => row.id)).toEqual([rows[1]!.id]);
    } finally {
      await testApp.close();
    }
  });
});
