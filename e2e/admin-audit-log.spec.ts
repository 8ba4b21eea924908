import { E2E_ADMIN, signInAsAdmin } from './fixtures/admin';
import { register } from './fixtures/register';
import { signInAs } from './fixtures/staff';
import { expect, test } from './fixtures/test';

test('the Pemilik finds a status change in "Log Audit", filtered by staff and action', async ({
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
  await page.getByLabel('Aktivitas').selectOption('registration.status_change');
  const table = page.getByRole('table', { name: 'Log Audit' });
  const row = table.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('Status diubah: Baru → Terverifikasi');
  await expect(row).toContainText(E2E_ADMIN.email);
  // The applicant's own values are not in the log's texts.
  await expect(table).not.toContainText('Budi Log Audit');
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
