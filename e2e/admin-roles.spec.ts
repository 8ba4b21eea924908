import { errorMessages } from '@toko/contracts';
import { listEntries, recordLink } from './fixtures/admin';
import { register } from './fixtures/register';
import { signInAs } from './fixtures/staff';
import { expect, test, PHONE_TOO } from './fixtures/test';

const NOT_AUTHORIZED = { error: { code: 'not_authorized', message: errorMessages.not_authorized } };

test(
  'a Penjualan works on orders and registration statuses, without documents',
  PHONE_TOO,
  async ({ page }) => {
    test.setTimeout(60_000);
    const fullName = `Rina Penjualan ${Date.now()}`;
    const { id } = await register(page, fullName);
    await signInAs(page, 'sales');

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { name: 'Manajemen Pendaftaran' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
    await page.getByPlaceholder('Cari nama, email, atau telp...').fill(fullName);
    const rows = listEntries(page);
    await expect(rows).toHaveCount(1);
    await recordLink(rows.first()).click();

    await expect(page.getByRole('heading', { name: 'Detail Pendaftaran' })).toBeVisible();
    await expect(page.getByLabel('Status Pendaftaran')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dokumen', exact: true })).toHaveCount(0);
    for (const name of [/^Preview/, /^Download/, /^Ganti/, /^Minta ulang/, /^Edit$/, /^Hapus$/]) {
      await expect(main.getByRole('button', { name })).toHaveCount(0);
    }

    // The hidden button is not the protection: the server refuses the document itself.
    const document = await page.request.get(`/api/admin/registrations/${id}/documents/ktp`);
    expect(document.status()).toBe(403);
    expect(await document.json()).toEqual(NOT_AUTHORIZED);
  },
);

test('a Pengamat reads the lists, with no export, status change or notifications', async ({
  page,
}) => {
  await signInAs(page, 'viewer');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Navigasi admin' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Pendaftaran' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Notifikasi' })).toHaveCount(0);

  await page.goto('/admin/registrations');
  await expect(page.getByRole('heading', { name: 'Manajemen Pendaftaran' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);

  const exported = await page.request.get('/api/admin/orders/export.csv');
  expect(exported.status()).toBe(403);
  expect(await exported.json()).toEqual(NOT_AUTHORIZED);
});
