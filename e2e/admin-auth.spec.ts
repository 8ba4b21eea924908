import type { Page } from '@playwright/test';
import { E2E_ADMIN, signInAsAdmin, submitLoginForm } from './fixtures/admin';
import { contrastRatio, textContrastOf } from './fixtures/contrast';
import { placeOrder } from './fixtures/place-order';
import { expect, test, PHONE_TOO } from './fixtures/test';

const totalOrdersCard = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: /^Total Orders/ });
const adminNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigasi admin' }).filter({ visible: true });

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu akun admin' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Keluar' }).click();
}

/**
 * Rules of the server and the app, not of the screen: a phone runs the same code against the same
 * server, so these run on the desktop only. The phone keeps the sign-in itself, the dashboard and
 * the account menu; every admin page's fit and tap targets are tested at phone widths elsewhere.
 */

test.describe('admin sign-in', () => {
  test(
    'the admin signs in with the bootstrap credentials and sees the dashboard',
    PHONE_TOO,
    async ({ page }) => {
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
      // Other tests place orders on the same server: the box lists them, or says there are none.
      await expect(
        main
          .getByRole('list', { name: 'Daftar aktivitas terbaru' })
          .or(main.getByText('Belum ada aktivitas terbaru')),
      ).toBeVisible();

      const nav = page
        .getByRole('navigation', { name: 'Navigasi admin' })
        .filter({ visible: true });
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
    },
  );
});

test.describe('admin sign-in rules', () => {
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

test.describe('dashboard', () => {
  test('recent activity links a new order; the 30-day chart has a table alternative', async ({
    page,
  }) => {
    const buyer = `Dasbor ${Date.now()}`;
    const order = await placeOrder(page, buyer);
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const main = page.getByRole('main');

    const activity = main.getByRole('list', { name: 'Daftar aktivitas terbaru' });
    const link = activity.getByRole('link', {
      name: new RegExp(`Order baru ${order.orderNumber} dari ${buyer}`),
    });
    await expect(link).toHaveAttribute('href', `/admin/orders/${order.id}`);

    await expect(main.getByRole('heading', { name: 'Tren 30 Hari Terakhir' })).toBeVisible();
    await expect(main.getByRole('img', { name: /^Grafik order baru/ })).toBeVisible();
    await main.getByText('Tampilkan data sebagai tabel').click();
    const table = main.getByRole('table', { name: /30 hari terakhir/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Tanggal',
      'Order baru',
      'Pendaftaran baru',
      'Nilai order dibayar',
    ]);
    // 30 days, then the totals row.
    await expect(table.getByRole('row')).toHaveCount(32);
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const todayRow = table.getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(todayRow.getByRole('cell').first()).not.toHaveText('0');

    await link.click();
    await expect(page).toHaveURL(`/admin/orders/${order.id}`);
  });
});

test.describe('admin shell', () => {
  test('the avatar menu shows the email and signs out', PHONE_TOO, async ({ page }) => {
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

  test('a record that does not exist says so inside the shell', async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.goto('/admin/registrations/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Data pendaftaran tidak ditemukan').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu akun admin' })).toBeVisible();
  });
});

test.describe('sign-in failures', () => {
  test.use({ expectedConsole: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('say what went wrong: no connection, a refused origin, throttling with the wait', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await submitLoginForm(page, E2E_ADMIN.email, 'any-password');
    await expect(
      page.getByText('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.'),
    ).toBeVisible();

    await page.unroute('**/api/auth/login');
    // Chromium keeps its own Origin on an intercepted request: send the real one from outside.
    await page.route('**/api/auth/login', async (route) => {
      const headers = { ...route.request().headers(), origin: 'https://evil.example' };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(
      page.getByText(
        'Permintaan ditolak karena alasan keamanan. Muat ulang halaman lalu coba lagi.',
      ),
    ).toBeVisible();

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '530' },
        json: { error: { code: 'too_many_login_attempts', message: 'Terlalu banyak.' } },
      }),
    );
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(
      page.getByText('Terlalu banyak percobaan masuk. Silakan coba lagi dalam 9 menit.'),
    ).toBeVisible();
    await expect(page.getByText('Email atau password salah. Silakan coba lagi.')).toHaveCount(0);
    await expect(page).toHaveURL('/admin/login');
  });
});

test.describe('end of an admin session', () => {
  test('signing out forgets every admin answer: back shows the login, the next sign-in loads fresh counts', async ({
    page,
  }) => {
    let totalOrders = 111;
    await page.route('**/api/admin/stats', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), totalOrders } });
    });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(totalOrdersCard(page)).toContainText('111');
    await adminNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/admin/orders');

    await signOutThroughMenu(page);
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
    await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
    await expect(page.getByText('111')).toHaveCount(0);

    totalOrders = 222;
    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin/dashboard');
    // The card only: the activity list beside it shows other tests' order codes, which may hold 111.
    await expect(totalOrdersCard(page)).toContainText('222');
    await expect(totalOrdersCard(page)).not.toContainText('111');
  });

  test('a session that ended meanwhile sends the admin to sign in, then back to the same page', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?dari=e2e');
    await expect(totalOrdersCard(page)).toContainText(/\d/);
    await adminNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/admin/orders');
    // Shown, not only addressed: while its code still loads, the dashboard stays mounted, and going
    // back to it would then not ask for the session again.
    await expect(page.getByRole('heading', { name: 'Manajemen Orders' })).toBeVisible();

    // The session ends elsewhere (signed out in another tab); the page still holds its counts.
    expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
    await page.clock.fastForward(31_000);
    await page.goBack();
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard%3Fdari%3De2e');

    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/admin/dashboard?dari=e2e');
    await expect(totalOrdersCard(page)).toContainText(/\d/);
  });

  test('an answer that breaks its contract shows a clear message', async ({ page }) => {
    await page.route('**/api/admin/stats', (route) =>
      route.fulfill({ json: { totalOrders: 'banyak' } }),
    );
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(
      page.getByText('Jawaban server tidak dikenali. Muat ulang halaman atau coba lagi nanti.'),
    ).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('every toast colour pair reaches WCAG AA (4.5:1)', async ({ page }) => {
    await page.goto('/admin/login');
    const success = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(success).toContainText('Admin user siap digunakan');
    expect(await textContrastOf(success)).toBeGreaterThanOrEqual(4.5);

    // A failure without touching the sign-in throttle.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'service_unavailable', message: 'x' } },
      }),
    );
    await submitLoginForm(page, E2E_ADMIN.email, 'any-password');
    const error = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(error).toContainText('Login gagal');
    expect(await textContrastOf(error)).toBeGreaterThanOrEqual(4.5);

    const palette = await page.locator('[data-sonner-toaster]').evaluate((toaster) => {
      const style = getComputedStyle(toaster);
      return ['success', 'error', 'info', 'warning'].map((type) => ({
        type,
        text: style.getPropertyValue(`--${type}-text`),
        background: style.getPropertyValue(`--${type}-bg`),
      }));
    });
    for (const { type, text, background } of palette) {
      expect(contrastRatio(text, background), type).toBeGreaterThanOrEqual(4.5);
    }
  });
});
