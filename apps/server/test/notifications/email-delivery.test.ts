import { formatRupiah } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../src/db/schema';
import { setDisabledAt } from '../../src/modules/auth/users-repository';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { notifyConfig } from './notify-config';

const NIK = '3171011505900001';
const BANK_ACCOUNT = '8800123456789';
const rupiah = (amount: number) => formatRupiah(amount).replace(/\u00a0/g, ' ');

describe('e-mails through a real SMTP server', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  let worker: OutboxWorker;
  let admin: TestUser;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await createTestApp({ config: notifyConfig(smtp.url) });
    admin = await createUser(testApp.deps);
    const disabled = await createUser(testApp.deps);
    await setDisabledAt(testApp.deps.database.db, disabled.id, new Date(), new Date());
    cookie = await loginAs(testApp.app, admin);
    worker = startOutboxWorker(testApp.deps, testApp.app.log);
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.stop();
  });

  /** Waits for `count` more mails than `before` and returns those. */
  async function nextMails(before: number, count: number): Promise<CaughtMail[]> {
    await smtp.waitFor(before + count);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return smtp.mails.slice(before);
  }
  const to = (mail: CaughtMail) =>
    mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : '';

  it('a guest order e-mails the buyer its lines, total and status link, and alerts every enabled admin', async () => {
    const before = smtp.mails.length;
    const response = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
    expect(response.statusCode).toBe(201);
    const { id, orderNumber, total } = response.json();
    const mails = await nextMails(before, 2);
    expect(mails).toHaveLength(2);

    const buyer = mails.find((mail) => to(mail) === 'siti@contoh.co.id');
    expect(buyer?.parsed.subject).toBe(`Pesanan ${orderNumber} diterima`);
    expect(buyer?.parsed.from?.value[0]).toMatchObject({
      name: 'Toko EDC',
      address: 'toko@tokoedc.id',
    });
    const text = buyer?.parsed.text ?? '';
    expect(text).toContain(`Nomor pesanan Anda: ${orderNumber}`);
    expect(text).toContain(`2 × PAX A920 Pro: ${rupiah(2 * 2_999_000)}`);
    expect(text).toContain(`Total: ${rupiah(total)}`);
    expect(text).toContain('Metode Pembayaran: Transfer Bank');
    expect(text).toMatch(/Tanggal Pesanan: \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(text).toContain(`/cek-pesanan?nomor=${orderNumber}`);
    expect(buyer?.parsed.html).toContain(`Nomor pesanan Anda: ${orderNumber}`);

    const shop = mails.find((mail) => to(mail) === admin.email);
    expect(shop?.parsed.subject).toBe(`Order baru ${orderNumber}: ${rupiah(total)}`);
    expect(shop?.parsed.text).toContain(`/admin/orders/${id}`);

    const rows = await testApp.deps.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.reference, orderNumber));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const row of rows) {
      const mail = mails.find((candidate) => to(candidate) === row.recipient);
      expect(mail?.parsed.messageId).toBe(`<${row.id}@tokoedc.id>`);
    }
  });

  it('a sign-up e-mails the agent its code and the 1x24 and 2x24 promises, and alerts the shop', async () => {
    const before = smtp.mails.length;
    const registration = validRegistration({
      ktpNumber: NIK,
      bankName: 'BCA',
      bankHolder: 'Budi Santoso',
      bankAccount: BANK_ACCOUNT,
    });
    const agentEmail = registration.email!.trim().toLowerCase();
    const response = await testApp.app.inject(await registrationRequest(testApp.app, registration));
    expect(response.statusCode).toBe(201);
    const { id, code } = response.json();
    const mails = await nextMails(before, 2);
    expect(mails).toHaveLength(2);
    const agent = mails.find((mail) => to(mail) === agentEmail);
    expect(agent?.parsed.subject).toBe(`Pendaftaran ${code} diterima`);
    expect(agent?.parsed.text).toContain(`Kode pendaftaran Anda: ${code}`);
    expect(agent?.parsed.text).toContain('1x24 jam kerja');
    expect(agent?.parsed.text).toContain('maksimal 2x24 jam');
    const statusPage = `/pendaftaran/status?kode=${encodeURIComponent(code)}`;
    expect(agent?.parsed.text).toContain(statusPage);
    expect(agent?.parsed.html).toContain(statusPage);
    const shop = mails.find((mail) => to(mail) === admin.email);
    expect(shop?.parsed.subject).toBe(`Pendaftaran baru ${code}`);
    expect(shop?.parsed.text).toContain(`/admin/registrations/${id}`);

    const before2 = smtp.mails.length;
    const verified = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
      payload: { status: 'verified' },
    });
    expect(verified.statusCode).toBe(200);
    const [outcome] = await nextMails(before2, 1);
    expect(outcome?.parsed.subject).toBe(`Pendaftaran ${code} terverifikasi`);
    expect(to(outcome!)).toBe(agentEmail);
    expect(outcome?.parsed.text).toContain(statusPage);
  });

  it('order status changes to paid, canceled, refunded and failed e-mail the buyer; others do not', async () => {
    const created = await testApp.app.inject(
      await orderRequest(testApp.app, validOrder({ paymentMethod: 'qris' })),
    );
    const { id, orderNumber } = created.json();
    await nextMails(smtp.mails.length, 2);
    const before = smtp.mails.length;
    for (const status of ['waiting_confirm', 'paid', 'refunded', 'canceled', 'failed', 'pending']) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        headers: { cookie },
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    }
    const mails = await nextMails(before, 4);
    expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual(
      [
        `Status pesanan ${orderNumber}: Dibayar`,
        `Status pesanan ${orderNumber}: Refund`,
        `Status pesanan ${orderNumber}: Dibatalkan`,
        `Status pesanan ${orderNumber}: Gagal`,
      ].sort(),
    );
    expect(mails.every((mail) => to(mail) === 'siti@contoh.co.id')).toBe(true);
  });

  it('a bulk status change e-mails each changed buyer and agent once', async () => {
    const placed = [];
    // Counted before the first order: its mails may leave while the next one is placed.
    const start = smtp.mails.length;
    for (const email of ['satu@contoh.co.id', 'dua@contoh.co.id']) {
      const response = await testApp.app.inject(
        await orderRequest(testApp.app, validOrder({ buyer: { ...validOrder().buyer, email } })),
      );
      placed.push(response.json());
    }
    const agent = validRegistration({ email: 'tiga@contoh.co.id' });
    const signedUp = (
      await testApp.app.inject(await registrationRequest(testApp.app, agent))
    ).json();
    await nextMails(start, 6);
    const versions = async (list: 'orders' | 'registrations', ids: string[]) =>
      Promise.all(
        ids.map(async (id) => {
          const detail = await testApp.app.inject({
            method: 'GET',
            url: `/api/admin/${list}/${id}`,
            headers: { cookie },
          });
          return { id, updatedAt: detail.json().updatedAt };
        }),
      );
    const before = smtp.mails.length;
    for (const [list, status, ids] of [
      ['orders', 'paid', placed.map((order) => order.id)],
      ['registrations', 'rejected', [signedUp.id]],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/${list}/bulk-status`,
        headers: { cookie },
        payload: { status, rows: await versions(list, [...ids]) },
      });
      expect(response.json()).toMatchObject({ changed: ids.length, conflicts: [] });
    }
    const mails = await nextMails(before, 3);
    expect(mails.map((mail) => `${to(mail)} ${mail.parsed.subject}`).sort()).toEqual(
      [
        `tiga@contoh.co.id Pendaftaran ${signedUp.code} ditolak`,
        `dua@contoh.co.id Status pesanan ${placed[1].orderNumber}: Dibayar`,
        `satu@contoh.co.id Status pesanan ${placed[0].orderNumber}: Dibayar`,
      ].sort(),
    );
  });

  it('no message carries the NIK or the bank account number, raw or decoded', () => {
    expect(smtp.mails.length).toBeGreaterThanOrEqual(9);
    for (const mail of smtp.mails) {
      for (const text of [mail.raw, mail.parsed.text ?? '', String(mail.parsed.html)]) {
        expect(text).not.toContain(NIK);
        expect(text).not.toContain(BANK_ACCOUNT);
      }
    }
  });
});
