import type { Page } from '@playwright/test';
import { expect, test, PHONE_TOO } from './fixtures/test';
import { waitForHydration } from './public-helpers';

/**
 * Holds back the app's code (src/hydrate.tsx's chunk) the way a slow phone network does, so the
 * test can tap the prerendered page before React has hydrated it. Returns the release.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('taps and typing before the app has loaded', () => {
  test('the account type tapped early still opens its form', PHONE_TOO, async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/pendaftaran');
    const individual = page.getByRole('button', { name: /Perorangan/ });
    await individual.click();
    await expect(individual).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL('/pendaftaran');

    release();
    await expect(page).toHaveURL('/pendaftaran/user');
    await expect(page.getByText('Jenis akun: Perorangan')).toBeVisible();
  });

  test('every early tap on a quantity button counts, in order', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/beli-produk');
    const more = page.getByRole('button', { name: 'Tambah jumlah PAX A930' });
    const quantity = page.getByRole('spinbutton', { name: 'Jumlah PAX A930' });
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue('1');

    release();
    await expect(quantity).toHaveValue('3');
    await expect(more).not.toHaveAttribute('aria-busy');
    await waitForHydration(more);
    await more.click();
    await expect(quantity).toHaveValue('4');
  });

  test('a quantity typed early goes into the cart with the tap after it', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/beli-produk');
    await page.getByRole('spinbutton', { name: 'Jumlah PAX A930' }).fill('5');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).nth(1).click();

    release();
    await expect(page.getByText('Ditambahkan ke keranjang')).toBeVisible();
    const cart = page.getByRole('region', { name: 'Keranjang' });
    await expect(cart.getByRole('spinbutton', { name: 'Jumlah PAX A930' })).toHaveValue('5');
  });

  test('the menu tapped early opens', PHONE_TOO, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu is for small screens');
    const release = await holdTheApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();

    release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test.describe('when the screen itself fails to load', () => {
    // One pattern: Playwright reads a longer array as a fixture's value and its options.
    test.use({ expectedConsole: [/screen failed|net::ERR_FAILED|dynamically imported module/] });

    test("nothing stays held: the error screen's button answers", async ({ page }) => {
      await page.route('**/assets/account-type-page-*.js', (route) => route.abort('failed'));
      const release = await holdTheApp(page);
      await page.goto('/pendaftaran');
      await page.getByRole('button', { name: /Perorangan/ }).click();

      release();
      await expect(page.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeVisible();
      // At once: a held tap would only be let go after 10 s.
      const reloaded = page.waitForEvent('framenavigated', { timeout: 5_000 });
      await page.getByRole('button', { name: 'Muat ulang halaman' }).click();
      await reloaded;
    });
  });
});
