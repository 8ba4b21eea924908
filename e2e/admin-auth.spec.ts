import { E2E_ADMIN, signInAsAdmin, submitLoginForm } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test.describe('admin sign-in', () => {
  test('the admin signs in with the bootstrap credentials and sees the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByText('Admin user siap digunakan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();

    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByText('Login berhasil!')).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByText('Selamat datang di portal admin')).toBeVisible();

    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Total Orders', '/admin/orders'],
      ['Pending Orders', '/admin/orders?status=pending'],
      ['Total Pendaftaran', '/admin/registrations'],
      ['Pendaftaran Baru', '/admin/registrations?status=new'],
    ] as const) {
      const card = main.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(card).toHaveAttribute('href', href);
      await expect(card).toContainText(/\d/);
    }
    await expect(main.getByRole('link', { name: 'Kelola Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(main.getByRole('link', { name: 'Kelola Pendaftaran' })).toHaveAttribute(
      'href',
      '/admin/registrations',
    );
    await expect(main.getByText('Belum ada aktivitas terbaru')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Navigasi admin' }).filter({ visible: true });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(nav.getByRole('link', { name: 'Pendaftaran' })).toHaveAttribute(
      'href',
      '/admin/registrations',
    );
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email atau username wajib diisi')).toBeVisible();
    await expect(page.getByText('Password wajib diisi')).toBeVisible();
    await expect(page.getByLabel('Email atau Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/admin/login');
  });

  test('a wrong password shows "Login gagal"', async ({ page }) => {
    await page.goto('/admin/login');
    await submitLoginForm(page, E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByText('Login gagal')).toBeVisible();
    await expect(page.getByText('Email atau password salah. Silakan coba lagi.')).toBeVisible();
    await expect(page).toHaveURL('/admin/login');
  });

  test('a visitor is sent to sign in first and then returns to the page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByText('Selamat datang di portal admin')).toBeVisible();
  });

  test('a next parameter leading to another site is ignored', async ({ page }) => {
    await page.goto('/admin/login?next=//evil.example');
    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('a signed-in admin opening the login page goes on to the destination', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/login?next=%2Fadmin%2Forders');
    await expect(page).toHaveURL('/admin/orders');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
  });
});

test.describe('admin shell', () => {
  test('the avatar menu shows the email and signs out', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Menu akun admin' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
    await expect(menu.getByText(E2E_ADMIN.email)).toBeVisible();

    await menu.getByRole('menuitem', { name: 'Keluar' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
  });

  test('screens of later issues show the 404 content inside the shell', async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.goto('/admin/orders/123');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu akun admin' })).toBeVisible();
  });
});
