import { orderSuccessPath, registrationStatusPath } from '@toko/contracts';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_NOTIFY_SERVER } from '../playwright.config';
import { submitLoginForm } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { register } from './fixtures/register';
import { expect, test } from './fixtures/test';

test.use({ baseURL: E2E_NOTIFY_SERVER.baseURL });
// One SMTP port for the spec, and the first test counts the admin's messages: in this order.
test.describe.configure({ mode: 'serial' });

const BUYER = 'ditolak@contoh.co.id';

/** A real SMTP server that refuses BUYER for good (550) while `refusing` holds. */
function startSmtpServer(received: string[], state: { refusing: boolean }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refusing && address.address === BUYER) {
        return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      }
      received.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  return new Promise<SMTPServer>((resolve) =>
    server.listen(E2E_NOTIFY_SERVER.smtpPort, '127.0.0.1', () => resolve(server)),
  );
}

test('an admin sees a failed e-mail in "Notifikasi" and sends it again', async ({ page }) => {
  // One SMTP port for the spec: the phone project would listen on it at the same time.
  const received: string[] = [];
  const state = { refusing: true };
  const smtp = await startSmtpServer(received, state);
  try {
    const { orderNumber } = await placeOrder(page, 'Pembeli Notifikasi', { email: BUYER });
    await page.goto('/admin/login');
    await submitLoginForm(page, E2E_NOTIFY_SERVER.email, E2E_NOTIFY_SERVER.password);
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByText('1 notifikasi gagal terkirim')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Lihat notifikasi' }).click();
    await expect(page).toHaveURL('/admin/notifikasi');
    await expect(page.getByRole('heading', { name: 'Notifikasi', level: 1 })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: BUYER });
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText('Gagal');
    await expect(row).toContainText('550');
    await expect(page.getByRole('row').filter({ hasText: E2E_NOTIFY_SERVER.email })).toContainText(
      'Terkirim',
    );

    state.refusing = false;
    await row
      .getByRole('button', { name: `Kirim ulang notifikasi ${orderNumber} ke ${BUYER}` })
      .click();
    await expect(page.getByText('Notifikasi dijadwalkan untuk dikirim ulang')).toBeVisible();
    await expect
      .poll(() => received.filter((address) => address === BUYER).length, { timeout: 10_000 })
      .toBe(1);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: BUYER })).toContainText('Terkirim', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });
    await expect(row.getByRole('button', { name: /Kirim ulang/ })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

type Mail = { subject: string; text: string; html: string };

/** A real SMTP server keeping each mail's subject, text and HTML as a mail client reads them. */
function startReadingSmtpServer(mails: Mail[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise<SMTPServer>((resolve) =>
    server.listen(E2E_NOTIFY_SERVER.smtpPort, '127.0.0.1', () => resolve(server)),
  );
}

test('an internal note never reaches an outside page or an e-mail', async ({ page }) => {
  const secret = `Catatan-rahasia-${Date.now().toString(36)}`;
  const mails: Mail[] = [];
  const smtp = await startReadingSmtpServer(mails);
  try {
    const order = await placeOrder(page, 'Pembeli Catatan', { email: 'catatan@contoh.co.id' });
    const registration = await register(page, 'Agen Catatan');
    const login = await page.request.post('/api/auth/login', {
      data: { email: E2E_NOTIFY_SERVER.email, password: E2E_NOTIFY_SERVER.password },
    });
    expect(login.ok()).toBe(true);
    for (const path of [
      `/api/admin/orders/${order.id}/notes`,
      `/api/admin/registrations/${registration.id}/notes`,
    ]) {
      expect((await page.request.post(path, { data: { text: secret } })).status()).toBe(200);
    }
    // The status e-mails are written after the notes.
    for (const [path, status] of [
      [`/api/admin/orders/${order.id}`, 'paid'],
      [`/api/admin/registrations/${registration.id}`, 'verified'],
    ] as const) {
      expect((await page.request.patch(path, { data: { status } })).status()).toBe(200);
    }

    // The admin's own page shows it: the note is there to be leaked.
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('region', { name: 'Aktivitas' })).toContainText(secret);

    await page.goto(`/cek-pesanan?nomor=${encodeURIComponent(order.orderNumber)}`);
    await page.getByLabel('Nomor Telepon').fill('081298765432');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Dibayar');
    expect(await page.content()).not.toContain(secret);

    await page.goto(registrationStatusPath(registration.code));
    await page.getByLabel('Nomor HP').fill(registration.phone);
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByTestId('registration-status')).toHaveText('Terverifikasi');
    expect(await page.content()).not.toContain(secret);

    await page.goto(orderSuccessPath(order.id));
    await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
    expect(await page.content()).not.toContain(secret);

    await page.goto(`/pendaftaran/sukses?id=${registration.id}`);
    await expect(page.getByTestId('registration-code')).toHaveText(registration.code);
    expect(await page.content()).not.toContain(secret);

    await expect
      .poll(() => mails.map((mail) => mail.subject), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          `Pesanan ${order.orderNumber} diterima`,
          `Status pesanan ${order.orderNumber}: Dibayar`,
          `Pendaftaran ${registration.code} diterima`,
          `Pendaftaran ${registration.code} terverifikasi`,
        ]),
      );
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, mail.subject).not.toContain(secret);
    }
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
