import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { register } from './fixtures/register';
import { signInAs } from './fixtures/staff';
import { expect, test } from './fixtures/test';

test('the Pemilik finds a status change in "Log Audit", filtered by staff and action, and exports it', async ({
  page,
}) => {
  const { id } = await register(page, 'Budi Log Audit');
  await signInAsAdmin(page);
  const verified = await page.request.patch(`/api/admin/registrations/${id}`, {
    data: { status: 'verified' },
  });
  expect(verified.status()).toBe(200);

  await page.goto('/admin/dashboard');
  await page
    .getByRole('link', { name: 'Log Audit', exact: true })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Audit' })).toBeVisible();
  await page.getByLabel('Staf').selectOption({ label: E2E_ADMIN.email });
  // The actions by their Indonesian names, not `registration.status_change`.
  await page.getByLabel('Aktivitas').selectOption({ label: 'Status pendaftaran diubah' });
  const table = page.getByRole('table', { name: 'Log Audit' });
  const row = table.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Status diubah: Baru → Terverifikasi');
  await expect(row).toContainText(E2E_ADMIN.email);
  // The applicant's own values are not in the log's texts.
  await expect(table).not.toContainText('Budi Log Audit');

  // Export CSV: what the filters show, under the lists' file naming.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log_\d{8}_\d{6}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join('');
  expect(
    csv.startsWith('\uFEFF"Waktu","Oleh","Jenis aktivitas","Aktivitas","Data","ID data"'),
  ).toBe(true);
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines.slice(1).every((line) => line.includes('"Status pendaftaran diubah"'))).toBe(true);
  expect(csv).toContain(
    `"${E2E_ADMIN.email}","Status pendaftaran diubah","Status diubah: Baru → Terverifikasi","registration","${id}"`,
  );
  expect(csv).not.toContain('Budi Log Audit');
  await expect(page.getByText('Data berhasil diexport!')).toBeVisible();
  // The export is itself in the log.
  await page.getByLabel('Aktivitas').selectOption({ label: 'Log audit diekspor (CSV)' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Log audit diekspor (CSV)' }),
  ).not.toHaveCount(0);
});

test('a Penjualan has no "Log Audit" and its API refuses them', async ({ page }) => {
  await signInAs(page, 'sales');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: 'Orders', exact: true }).first()).toBeVisible();
  // The nav only: the dashboard's recent activity may link another test's "Budi Log Audit".
  await expect(
    page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', {
      name: 'Log Audit',
      exact: true,
    }),
  ).toHaveCount(0);
  expect((await page.request.get('/api/admin/audit-events')).status()).toBe(403);
});
