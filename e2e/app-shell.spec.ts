import { expect, test, PHONE_TOO } from './fixtures/test';
import { waitForHydration } from './public-helpers';

const PAGE_LINKS = [
  ['Beranda', '/'],
  ['Produk', '/produk'],
  ['Tentang Kami', '/tentang-kami'],
  ['Buku Panduan', '/cara-pakai'],
  ['Pendaftaran', '/pendaftaran'],
] as const;

test.describe('public layout', () => {
  test(
    'the home page is prerendered with the navigation bar and the footer',
    PHONE_TOO,
    async ({ page, request }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain('<html lang="id">');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<meta name="description"');
      // Built without PUBLIC_URL (as npm test builds): no guessed address for search engines.
      expect(html).not.toContain('<link rel="canonical"');
      expect(html).not.toContain('localhost');
      expect(html).toContain('Buku Panduan');

      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('main#main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);

      const buy = page.getByRole('banner').getByRole('link', { name: 'Beli Produk' });
      await expect(buy).toHaveAttribute('href', '/beli-produk');
    },
  );

  test('the desktop navigation links go where the spec says', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the phone uses the menu');
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' });
    for (const [name, href] of PAGE_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Beranda' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const chat = page.getByRole('banner').getByRole('link', { name: /Hubungi Kami/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
  });

  test(
    'the mobile menu opens, closes with Escape and after following a link',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the menu is for small screens');
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Buka menu' });
      const menu = page.locator('#mobile-menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await toggle.click();
      const close = page.getByRole('button', { name: 'Tutup menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(close).toHaveAttribute('aria-controls', 'mobile-menu');
      for (const [name, href] of PAGE_LINKS) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(menu.getByRole('link', { name: /Hubungi Kami/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByRole('link', { name: 'Tentang Kami' }).click();
      await expect(page).toHaveURL('/tentang-kami');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );

  test('the footer has the page, legal and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Kebijakan Privasi', '/kebijakan-privasi'],
      ['Syarat & Ketentuan', '/syarat-ketentuan'],
      ['Kontak', '/kontak'],
      ...PAGE_LINKS,
      ['Beli Produk', '/beli-produk'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Toko EDC`);
  });

  test('a skip link leads keyboard users to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });

  test('links navigate inside the app and update the page title', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'Tentang Kami' });
    // Before hydration the link is a plain link and loads a new document.
    await waitForHydration(about);
    await about.click();
    await expect(page).toHaveURL('/tentang-kami');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const prerendered = await (await page.request.get('/tentang-kami')).text();
    const title = /<title>([^<]+)<\/title>/.exec(prerendered)?.[1]?.replaceAll('&amp;', '&');
    await expect(page).toHaveTitle(title ?? '');
  });
});

test.describe('404 page', () => {
  test('an unknown route answers 404 with a link home', async ({ page }) => {
    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/Halaman tidak ditemukan/);

    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
  });
});

test.describe('search engines', () => {
  test('built without PUBLIC_URL, robots.txt keeps crawlers out of /admin and names no sitemap', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).not.toContain('Sitemap:');
    expect((await request.get('/sitemap.xml')).status()).toBe(404);
  });
});
