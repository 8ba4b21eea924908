import { maskNik } from '@toko/contracts';
import { signInAsAdmin } from './fixtures/admin';
import { register } from './fixtures/register';
import { signInAs } from './fixtures/staff';
import { expect, test } from './fixtures/test';

/* The bootstrap admin is Pemilik, which may reveal, like Verifikator; a Pengamat may not. */
test('the detail masks the NIK and street address until "Tampilkan" shows each', async ({
  page,
}) => {
  const { id, nik } = await register(page, `Nia Privasi ${Date.now()}`);
  await signInAsAdmin(page);
  await page.goto(`/admin/registrations/${id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pendaftaran' })).toBeVisible();

  const masked = maskNik(nik);
  expect(masked).toMatch(/^\d{4}\*{8}\d{4}$/);
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByText(nik)).toHaveCount(0);
  await expect(page.getByText('Jl. Merdeka No. 10 RT 01/02')).toHaveCount(0);

  await page.getByRole('button', { name: 'Tampilkan NIK' }).click();
  await expect(page.getByText(nik, { exact: true })).toBeVisible();
  await expect(page.getByText(masked, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tampilkan NIK' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Tampilkan Alamat', exact: true }).click();
  await expect(page.getByText('Jl. Merdeka No. 10 RT 01/02', { exact: true })).toBeVisible();

  // Masked again on the next visit; each reveal is one line of Aktivitas.
  await page.reload();
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByText('Data pribadi ditampilkan: NIK')).toBeVisible();
  await expect(page.getByText('Data pribadi ditampilkan: Alamat', { exact: true })).toBeVisible();
});

test('a Pengamat sees the masked NIK and street, with no "Tampilkan"', async ({ page }) => {
  const { id, nik } = await register(page, `Nia Pengamat ${Date.now()}`);
  await signInAs(page, 'viewer');
  await page.goto(`/admin/registrations/${id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pendaftaran' })).toBeVisible();
  await expect(page.getByText(maskNik(nik), { exact: true })).toBeVisible();
  await expect(page.getByText(nik)).toHaveCount(0);
  await expect(page.getByText('Jl. Merdeka No. 10 RT 01/02')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Tampilkan/ })).toHaveCount(0);
});
