import { SMTPServer } from 'smtp-server';
import { E2E_NOTIFY_SERVER } from '../playwright.config';
import { submitLoginForm } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { expect, test } from './fixtures/test';

test.use({ baseURL: E2E_NOTIFY_SERVER.baseURL });

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
