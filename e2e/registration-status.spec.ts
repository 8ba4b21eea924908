import { registrationStatusPath } from '@toko/contracts';
import { expectNoAxeViolations } from './fixtures/axe';
import { useOwnClientIp } from './fixtures/client-ip';
import { register } from './fixtures/register';
import { expect, PHONE_TOO, test } from './fixtures/test';

test(
  'an applicant checks "Cek Status Pendaftaran" with the code and the phone',
  PHONE_TOO,
  async ({ page, context }) => {
    await useOwnClientIp(context);
    const { id, code, phone } = await register(page, 'Budi Cek Status');

    // The success page links to it with the code filled in.
    await page.goto(`/pendaftaran/sukses?id=${id}`);
    const link = page.getByRole('link', { name: 'Cek Status Pendaftaran' });
    await expect(link).toHaveAttribute('href', registrationStatusPath(code));
    await link.click();
    await expect(page).toHaveURL(registrationStatusPath(code));
    await expect(page.getByRole('heading', { name: 'Cek Status Pendaftaran' })).toBeVisible();
    await expect(page.getByLabel('Kode Pendaftaran')).toHaveValue(code);
    await expectNoAxeViolations(page);

    // A wrong phone says the same as a wrong code, and shows nothing of the registration.
    await page.getByLabel('Nomor HP').fill('081100000000');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Pendaftaran tidak ditemukan. Periksa kode pendaftaran dan nomor HP.',
    );

    await page.getByLabel('Nomor HP').fill(phone);
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByTestId('registration-status')).toHaveText('Menunggu Verifikasi');
    await expect(page.getByTestId('registration-status-next')).toContainText(
      'Tim kami sedang memeriksa data dan dokumen Anda',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Budi Cek Status');
    await expectNoAxeViolations(page);

    // Opened afresh (the e-mail's link), the prerendered page fills the code in too.
    await page.goto(registrationStatusPath(code));
    await expect(page.getByLabel('Kode Pendaftaran')).toHaveValue(code);
  },
);
