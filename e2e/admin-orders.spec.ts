import { listEntries, recordLink, signInAsAdmin } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { expect, test, PHONE_TOO } from './fixtures/test';

test(
  'an admin finds an order from the shop, sees its proof, marks it paid and exports the list',
  PHONE_TOO,
  async ({ page }) => {
    const name = `Rina ${Date.now()}`;
    const { orderNumber } = await placeOrder(page, name, {
      items: [{ id: 'pax-d180', quantity: 2 }],
    });
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();

    await page
      .getByPlaceholder('Cari nama, email, telp, atau ID...')
      .fill(orderNumber.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${orderNumber.toLowerCase()}`));
    const rows = listEntries(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);

    await page.getByLabel('Filter status').selectOption('paid');
    await expect(page.getByText('Tidak ada data sesuai filter')).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(1);

    await recordLink(rows.first()).click();
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expect(page.getByText('Rp 1.298.000').first()).toBeVisible();
    await page.getByRole('button', { name: 'Lihat Bukti Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bukti Transfer' });
    await expect(dialog.getByRole('img', { name: 'Bukti Transfer' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByLabel('Ubah Status').selectOption('paid');
    await expect(page.getByText('Status berhasil diubah')).toBeVisible();
    await expect(page.getByText('Tanggal Bayar')).toBeVisible();
    await expect(page.getByText('Pending → Dibayar').first()).toBeVisible();

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
  },
);

test('deleting an order asks first, then it is gone from the list', async ({ page }) => {
  const name = `Dodi ${Date.now()}`;
  const { orderNumber } = await placeOrder(page, name, {
    items: [{ id: 'pax-d180', quantity: 2 }],
  });
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
