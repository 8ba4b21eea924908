import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_TWO_FACTOR_SERVER } from '../playwright.config';
import { submitLoginForm } from './fixtures/admin';
import { expect, test } from './fixtures/test';

// Its own server and admin: two-factor on E2E_ADMIN would ask the other specs for a code.
test.use({ baseURL: E2E_TWO_FACTOR_SERVER.baseURL });

/** What the authenticator app shows, `stepsAhead` periods of 30 s from now. */
function totp(secret: string, stepsAhead = 0): string {
  const generator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return generator.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu akun admin' }).click();
  return page.getByRole('menu');
}

test('an admin turns on two-factor with a QR code, then signs in with a code', async ({ page }) => {
  // One admin on one server: the phone project would enrol the same admin at the same time.
  const { email, password } = E2E_TWO_FACTOR_SERVER;
  let recoveryCode: string | undefined;

  try {
    await page.goto('/admin/login');
    await submitLoginForm(page, email, password);
    await expect(page).toHaveURL('/admin/dashboard');

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Keamanan akun' }).click();
    await expect(page).toHaveURL('/admin/keamanan-akun');
    await expect(page.getByRole('heading', { name: 'Keamanan akun', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();

    await expect(
      page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
    ).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const enrolCode = page.getByLabel('Kode verifikasi');
    await expect(enrolCode).toHaveAttribute('inputmode', 'numeric');
    await expect(enrolCode).toHaveAttribute('autocomplete', 'one-time-code');
    await enrolCode.fill(totp(secret));
    await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();

    const codes = page
      .getByRole('list', { name: 'Simpan kode pemulihan Anda' })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCode = (await codes.first().textContent())?.trim();
    expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(page.getByText('Verifikasi dua langkah aktif', { exact: true })).toBeVisible();
    await expect(page.getByText('Sisa kode pemulihan: 10')).toBeVisible();

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Keluar' }).click();
    await expect(page).toHaveURL('/admin/login');

    await submitLoginForm(page, email, password);
    await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
    const loginCode = page.getByLabel('Kode verifikasi');
    await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
    await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
    // The enrolment used this period's code, and a used step is refused: the next period's
    // code is still accepted (one step of clock drift).
    await loginCode.fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    // One success toast, the first sign-in's included (it may still show: sonner pauses under
    // the pointer).
    await expect(page.getByText('Login berhasil!')).toHaveCount(1);
    await expect(page.getByText('Login berhasil!')).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard');
  } finally {
    // Leaves the admin as it was, so a retry starts from the same state.
    if (recoveryCode) {
      const off = await page.request.post('/api/auth/two-factor/disable', {
        data: { code: recoveryCode },
      });
      expect(off.ok()).toBe(true);
    }
  }
});
