import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { notifyConfig } from '../notifications/notify-config';
import { sessionCookieOf, staffClient, tokenOf } from './staff-client';

/** The whole invitation: the Pemilik invites, a real SMTP server gets the mail, its link signs in. */
describe('a staff invitation through a real SMTP server', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await createTestApp({ config: notifyConfig(smtp.url) });
    worker = startOutboxWorker(testApp.deps, testApp.app.log);
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
    await smtp.stop();
  });

  it('e-mails the link and the role, nothing personal; the link makes a signed-in Penjualan', async () => {
    const owner = await createUser(testApp.deps, { role: 'owner' });
    const cookie = await loginAs(testApp.app, owner);
    const client = staffClient(testApp);
    const email = 'penjualan.baru@contoh.co.id';
    const invited = await client.invite(cookie, email, 'sales');
    expect(invited.statusCode).toBe(200);

    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.to && 'text' in mail!.parsed.to ? mail!.parsed.to.text : '').toBe(email);
    expect(mail!.parsed.subject).toBe('Undangan ke back office Toko EDC');
    const text = mail!.parsed.text ?? '';
    expect(text).toContain('sebagai Penjualan');
    expect(text).toMatch(/berlaku sampai \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(text).not.toContain(owner.email);
    expect(text).not.toMatch(/kata sandi:|password:/i);
    const link = /https?:\/\/\S+\/admin\/undangan#[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(link!.endsWith(invited.json().invitationPath)).toBe(true);
    expect(mail!.parsed.html).toContain(invited.json().invitationPath);

    const accepted = await client.accept(tokenOf(link!), 'kata sandi yang panjang');
    expect(accepted.statusCode).toBe(200);
    const orders = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie: sessionCookieOf(accepted)! },
    });
    expect(orders.statusCode).toBe(200);
  });
});
