import { expect, test, PHONE_TOO } from './fixtures/test';
import { expectNewTab, expectPagesAnswer, internalLinks } from './public-helpers';

const PRODUCTS = [
  { name: 'PAX A920 Pro', price: '2.999.000', badge: null },
  { name: 'PAX A930', price: '3.999.000', badge: null },
  { name: 'PAX D210', price: '2.499.000', badge: 'Popular' },
  { name: 'Smartpeak P1000', price: '2.099.000', badge: null },
  { name: 'PAX D180', price: '649.000', badge: null },
  { name: 'Soundbox QRIS', price: '349.000', badge: 'Baru' },
] as const;

test.describe('catalogue page', () => {
  test(
    'shows the six products with image, description, price, badge and order link',
    PHONE_TOO,
    async ({ page }) => {
      await page.goto('/produk');
      await expect(page).toHaveTitle(/Produk/);
      await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(PRODUCTS.length);

      for (const product of PRODUCTS) {
        const card = page.getByRole('article', { name: product.name });
        await expect(card.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
        const image = card.getByRole('img', { name: `Gambar produk ${product.name}` });
        await expect(image).toHaveAttribute('width', '480');
        await expect(image).toHaveAttribute('height', '360');
        await expect(card).toContainText(
          new RegExp(`Rp\\s${product.price.replaceAll('.', '\\.')}`),
        );
        await expect(card.locator('p').nth(1)).not.toBeEmpty();
        for (const badge of ['Popular', 'Baru']) {
          await expect(card.getByText(badge, { exact: true })).toHaveCount(
            product.badge === badge ? 1 : 0,
          );
        }
        const order = card.getByRole('link', { name: `Pesan Sekarang: ${product.name}` });
        await expect(order).toHaveText('Pesan Sekarang');
        await expect(order).toHaveAttribute('href', '/beli-produk');
      }
    },
  );

  test('the images of the first cards load at once and the rest lazily', async ({ page }) => {
    await page.goto('/produk');
    const images = page.getByRole('article').getByRole('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });

  test('every link of the page content goes where the spec says', async ({ page }) => {
    await page.goto('/produk');
    const links = await internalLinks(page);
    expect(links).toEqual(['/beli-produk', '/cara-pakai']);
    await expectPagesAnswer(page, links);
    const chat = page.getByRole('link', { name: /Tanya lewat WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expectNewTab(chat);

    await page.getByRole('link', { name: 'Pesan Sekarang: PAX D210' }).click();
    await expect(page).toHaveURL('/beli-produk');
  });
});
