import { signInAsAdmin } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test.describe('dashboard: backups', () => {
  test('warns that backups are not configured, and that none has been made', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Cadangan Data' })).toBeVisible();
    const warning = main.getByRole('status').filter({ hasText: 'Cadangan data belum diatur' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Atur BACKUP_KEY dan BACKUP_DIR');
    await expect(main.getByText('Belum ada cadangan.')).toBeVisible();
  });
});
