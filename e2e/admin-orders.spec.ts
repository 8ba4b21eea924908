import type { Page } from '@playwright/test';
import { listEntries, signInAsAdmin } from './fixtures/admin';
import { expect, test } from './fixtures/test';

/** Places a real order through the public API, as the checkout does. */
async function placeOrder(page: Page, name: string): Promise<string> {
  const jpeg = Buffer.concat([
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
      // The frame header (SOF0) of a 1×1 image: the server reads an image's size from it.
      0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0,
    ]),
    Buffer.alloc(2000, 0x20),
  ]);
  const response = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    multipart: {
      order: JSON.stringify({
        buyer: {
          name,
          phone: '081298765432',
          email: 'pembeli@contoh.co.id',
          address: 'Jl. Sudirman 1, Jakarta',
        },
        items: [{ id: 'pax-d180', quantity: 2 }],
        paymentMethod: 'bank_transfer',
      }),
      proof: { name: 'bukti.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).orderNumber;
}

test('an admin finds an order from the shop, sees its proof, marks it paid and exports the list', async ({
  page,
}) => {
  const name = `Rina ${Date.now()}`;
  const orderNumber = await placeOrder(page, name);
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();

  await page.getByPlaceholder('Cari nama, email, telp, atau ID...').fill(orderNumber.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber.toLowerCase()}`));
  const rows = listEntries(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  await page.getByLabel('Filter status').selectOption('paid');
  await expect(page.getByText('Tidak ada data sesuai filter')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByText('Rp 1.298.000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Lihat Bukti Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bukti Transfer' });
  await expect(dialog.getByRole('img', { name: 'Bukti Transfer' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Ubah Status').selectOption('paid');
  await expect(page.getByText('Status berhasil diubah')).toBeVisible();
  await expect(page.getByText('Tanggal Bayar')).toBeVisible();
  await expect(page.getByText('Pending → Dibayar')).toBeVisible();

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.getByLabel('Filter status').selectOption('paid');
  await expect(rows.first()).toContainText(name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders_\d{8}_\d{6}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  expect(csv.startsWith('\uFEFF"Order ID","Tanggal","Nama"')).toBe(true);
  expect(csv).toContain(`"${orderNumber}"`);
  expect(csv).toContain('"Dibayar"');
  await expect(page.getByText('Data berhasil diexport!')).toBeVisible();
});

test('deleting an order asks first, then it is gone from the list', async ({ page }) => {
  const name = `Dodi ${Date.now()}`;
  const orderNumber = await placeOrder(page, name);
  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await listEntries(page).first().click();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Yakin ingin menghapus order ini?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Order berhasil dihapus')).toBeVisible();
  await expect(page).toHaveURL('/admin/orders');
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await expect(page.getByText('Tidak ada data sesuai filter')).toBeVisible();
});
