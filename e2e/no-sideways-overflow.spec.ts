import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { signInAsAdmin } from './fixtures/admin';
import { boxesPastRightEdge } from './fixtures/overflow';
import { placeOrder } from './fixtures/place-order';
import { expect, test } from './fixtures/test';

/** Pages whose content the checkout or sign-up steps fill in are checked in their own flows. */
const PUBLIC_PAGES = [
  PUBLIC_PAGE_PATHS.home,
  PUBLIC_PAGE_PATHS.products,
  PUBLIC_PAGE_PATHS.shop,
  PUBLIC_PAGE_PATHS.orderStatus,
  PUBLIC_PAGE_PATHS.about,
  PUBLIC_PAGE_PATHS.guide,
  PUBLIC_PAGE_PATHS.registration,
  PUBLIC_PAGE_PATHS.registrationStep1,
  PUBLIC_PAGE_PATHS.privacy,
  PUBLIC_PAGE_PATHS.terms,
  PUBLIC_PAGE_PATHS.contact,
  '/halaman-yang-tidak-ada',
  '/admin/login',
];

test('no public page reaches past the right edge of the window', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await boxesPastRightEdge(page, 'body'), path).toEqual([]);
  }
});

test('no admin page reaches past the right edge of the window', async ({ page }) => {
  await signInAsAdmin(page);
  const order = await placeOrder(page, 'Pembeli Dengan Nama Yang Sangat Panjang Sekali Untuk Uji');
  for (const path of [
    '/admin/dashboard',
    '/admin/orders',
    `/admin/orders/${order.id}`,
    '/admin/registrations',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText('Memuat data...')).toHaveCount(0);
    expect(await boxesPastRightEdge(page, 'body'), path).toEqual([]);
  }
});
