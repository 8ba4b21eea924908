import { randomBytes } from 'node:crypto';
import {
  ADMIN_PAGE_PATHS,
  adminDetailPath,
  orderSuccessPath,
  PRODUCTS,
  PUBLIC_PAGE_PATHS,
} from '@toko/contracts';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/admin';
import { boxesPastRightEdge, documentWidth } from './fixtures/overflow';
import { placeOrder } from './fixtures/place-order';
import { register } from './fixtures/register';
import { expect, test, PHONE_TOO } from './fixtures/test';

/** WCAG 1.4.10 (reflow): a small phone, or a desktop zoomed to 400 %. */
const NARROWEST = { width: 320, height: 640 };

// Long texts a real buyer or agent may type: they must wrap, not widen the page.
const LONG_NAME = 'Bapak Muhammad Abdurrahman Wijayakusuma Prasetyo Hadiningrat';
const LONG_EMAIL = 'muhammad.abdurrahman.wijayakusuma.prasetyo@perusahaan-contoh.co.id';
/** As long, but an agent's own: the sign-up limit counts attempts per e-mail address. */
const longAgentEmail = () => LONG_EMAIL.replace('prasetyo', randomBytes(4).toString('hex'));
const ITEMS = PRODUCTS.slice(0, 3).map((product, index) => ({
  id: product.id,
  quantity: 1 + index * 6,
  price: product.price,
}));

/** The `/checkout/*` aliases show the same steps; the sign-up's success page needs an id. */
const SKIPPED = new Set<string>([
  PUBLIC_PAGE_PATHS.checkoutForm,
  PUBLIC_PAGE_PATHS.checkoutConfirm,
  PUBLIC_PAGE_PATHS.checkoutSuccess,
  PUBLIC_PAGE_PATHS.registrationSuccess,
]);

/** The browser storage of a visitor midway through the checkout and the sign-up. */
function visitorStorage() {
  return {
    local: {
      'toko-edc:cart:v1': ITEMS,
      'toko-edc:checkout-buyer:v1': {
        name: LONG_NAME,
        phone: '081298765432',
        email: LONG_EMAIL,
        address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Jakarta Selatan 12190',
        notes: '',
        referralCode: '',
      },
      'registration-account-type': 'badan_usaha',
      'registration-draft': {
        step1: { fullName: LONG_NAME, email: LONG_EMAIL },
        step2: { storeName: 'Toko Makmur Sejahtera Abadi Sentosa Jaya' },
        step1Done: true,
      },
    },
  };
}

/** Opens `path` and checks that the page, once loaded, is no wider than the window. */
async function expectFits(page: Page, path: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText('Memuat data...')).toHaveCount(0);
  const where = `${path} at ${width} px`;
  expect(await boxesPastRightEdge(page, 'body'), where).toEqual([]);
  expect(await documentWidth(page), where).toBeLessThanOrEqual(width);
}

for (const narrowest of [false, true]) {
  test.describe(narrowest ? 'at 320 px' : "at the project's width", () => {
    if (narrowest) {
      test.use({ viewport: NARROWEST });
      test.skip(({ isMobile }) => !isMobile, 'the phone project covers the narrowest width');
    }
    // One page load per route, each measured in full: about twenty loads per test.
    test.slow();

    test('every public page fits the window', PHONE_TOO, async ({ page }) => {
      const order = await placeOrder(page, LONG_NAME, { email: LONG_EMAIL });
      const { id } = await register(page, LONG_NAME, { email: longAgentEmail() });
      await page.addInitScript(({ local }) => {
        if (window !== window.top) return; // an embedded video's frame has no storage of ours
        for (const [key, value] of Object.entries(local)) {
          localStorage.setItem(key, JSON.stringify(value));
        }
      }, visitorStorage());
      for (const path of [
        ...Object.values(PUBLIC_PAGE_PATHS).filter((path) => !SKIPPED.has(path)),
        orderSuccessPath(order.id),
        `${PUBLIC_PAGE_PATHS.registrationSuccess}?id=${id}`,
        '/halaman-yang-tidak-ada',
        '/admin/login',
      ]) {
        await expectFits(page, path);
      }
    });

    test('every admin page fits the window', PHONE_TOO, async ({ page }) => {
      const order = await placeOrder(page, LONG_NAME, {
        email: LONG_EMAIL,
        items: ITEMS.map(({ id, quantity }) => ({ id, quantity })),
      });
      const registration = await register(page, LONG_NAME, { email: longAgentEmail() });
      await signInAsAdmin(page);
      for (const path of [
        '/admin/dashboard',
        '/admin/orders',
        adminDetailPath('order', order.id),
        '/admin/registrations',
        adminDetailPath('registration', registration.id),
        // The order's and the sign-up's messages, waiting for SMTP_URL, to the long address.
        ADMIN_PAGE_PATHS.notifications,
      ]) {
        await expectFits(page, path);
      }
    });
  });
}
