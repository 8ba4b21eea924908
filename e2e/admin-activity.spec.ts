import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { expectNoAxeViolations } from './fixtures/axe';
import { placeOrder } from './fixtures/place-order';
import { register } from './fixtures/register';
import { expect, PHONE_TOO, test } from './fixtures/test';

test(
  'an admin reads the registration’s story in "Aktivitas" and adds an internal note',
  PHONE_TOO,
  async ({ page }) => {
    const { id } = await register(page, 'Budi Aktivitas');
    await signInAsAdmin(page);
    const verified = await page.request.patch(`/api/admin/registrations/${id}`, {
      data: { status: 'verified', full_name: 'Budi Aktivitas Santoso' },
    });
    expect(verified.status()).toBe(200);

    await page.goto(`/admin/registrations/${id}`);
    const activity = page.getByRole('region', { name: 'Aktivitas' });
    const entries = activity.getByTestId('activity-entry');
    await expect(entries.last()).toContainText('Pendaftaran dikirim');
    await expect(entries.last()).toContainText('oleh pendaftar');
    const status = entries.filter({ hasText: 'Status diubah: Baru → Terverifikasi' });
    await expect(status).toContainText(`oleh ${E2E_ADMIN.email}`);
    await expect(entries.filter({ hasText: 'Data diubah' })).toContainText(
      'Budi Aktivitas Santoso',
    );

    const note = activity.getByLabel('Catatan internal');
    await activity.getByRole('button', { name: 'Simpan catatan' }).click();
    await expect(activity.getByText('Catatan tidak boleh kosong')).toBeVisible();
    await note.fill('Sudah ditelepon, dokumen lengkap.');
    await activity.getByRole('button', { name: 'Simpan catatan' }).click();
    await expect(entries.first()).toContainText('Sudah ditelepon, dokumen lengkap.');
    await expect(entries.first()).toContainText(`oleh ${E2E_ADMIN.email}`);
    await expect(note).toHaveValue('');
    await expectNoAxeViolations(page);
  },
);

test('an order’s "Aktivitas" holds its creation, messages, status changes and notes', async ({
  page,
}) => {
  const order = await placeOrder(page, 'Pembeli Aktivitas');
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByLabel('Ubah Status').selectOption('paid');
  const activity = page.getByRole('region', { name: 'Aktivitas' });
  const entries = activity.getByTestId('activity-entry');
  await expect(entries.filter({ hasText: 'Status diubah: Pending → Dibayar' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Status pesanan (pembeli)' })).toContainText('Menunggu');
  await expect(entries.filter({ hasText: 'Pesanan diterima (pembeli)' })).toHaveCount(1);
  await expect(entries.last()).toContainText('Order dibuat');

  await activity.getByLabel('Catatan internal').fill('Kirim sore hari.');
  await activity.getByRole('button', { name: 'Simpan catatan' }).click();
  await expect(entries.first()).toContainText('Kirim sore hari.');
  await page.reload();
  await expect(entries.first()).toContainText('Kirim sore hari.');
});
