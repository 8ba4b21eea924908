import { expect, test, PHONE_TOO } from './fixtures/test';
import {
  carousel,
  expectNewTab,
  expectPagesAnswer,
  expectSlide,
  internalLinks,
  swipe,
  waitForHydration,
} from './public-helpers';

const FEATURES = [
  'Tarik Tunai ATM',
  'Cek Saldo',
  'Transfer ke 100+ Bank',
  'Penjualan dengan Kartu',
  'Pembayaran QRIS',
];

test.describe('home page', () => {
  test(
    'renders the hero, figures, features, reviews, products and app download',
    PHONE_TOO,
    async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Toko EDC/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Teman Pelengkap Usaha Anda' }),
      ).toBeVisible();
      for (const heading of [
        'Satu Mesin, Banyak Layanan',
        'Cerita Para Agen',
        'Produk Pilihan',
        'Kelola Usaha dari Aplikasi Toko EDC',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const figures = page.getByRole('region', { name: 'Toko EDC dalam angka' });
      for (const figure of ['7.500+', '200', '37', '100+']) {
        await expect(figures.getByText(figure, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 3 })).not.toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Putar video: / })).toHaveCount(6);
      const preview = page.getByRole('region', { name: 'Produk Pilihan' });
      await expect(preview.getByRole('listitem')).toHaveCount(3);
      await expect(preview).toContainText(/PAX D210.*Rp\s2\.499\.000/s);
      await expect(preview.getByText('Popular')).toBeVisible();

      const app = page.getByRole('link', { name: /Unduh di Play Store/ });
      await expect(app).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
      await expectNewTab(app);
    },
  );

  test('the hero buttons lead to the shop and to the features', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Beli Produk' })).toHaveAttribute(
      'href',
      '/beli-produk',
    );
    await hero.getByRole('link', { name: 'Lihat Fitur' }).click();
    await expect(page).toHaveURL(/#fitur$/);
    await expect(page.locator('#fitur')).toBeInViewport();
  });

  test('every link of the page content goes where the spec says', async ({ page }) => {
    await page.goto('/');
    const links = await internalLinks(page);
    expect(links).toEqual(['#fitur', '/beli-produk', '/produk']);
    await expectPagesAnswer(page, links);
    await page.getByRole('link', { name: 'Lihat Semua Produk' }).click();
    await expect(page).toHaveURL('/produk');
    await expect(page.getByRole('heading', { level: 1, name: 'Produk Kami' })).toBeVisible();
  });

  test('the feature carousel wraps both ways and its dots pick a slide', async ({ page }) => {
    await page.goto('/');
    const features = carousel(page, 'Fitur mesin Toko EDC');
    await waitForHydration(features);
    await expectSlide(features, '1 dari 5', FEATURES[0] ?? '');

    await features.getByRole('button', { name: 'Slide sebelumnya' }).click();
    await expectSlide(features, '5 dari 5', 'Pembayaran QRIS');
    await features.getByRole('button', { name: 'Slide berikutnya' }).click();
    await expectSlide(features, '1 dari 5', 'Tarik Tunai ATM');

    for (const [index, title] of FEATURES.entries()) {
      const dot = features.getByRole('button', { name: `Tampilkan slide ${index + 1}` });
      await dot.click();
      await expectSlide(features, `${index + 1} dari 5`, title);
      await expect(dot).toHaveAttribute('aria-current', 'true');
    }
    await features.getByRole('button', { name: 'Slide berikutnya' }).click();
    await expectSlide(features, '1 dari 5', 'Tarik Tunai ATM');
  });

  test('the feature carousel follows the arrow keys', async ({ page }) => {
    await page.goto('/');
    const features = carousel(page, 'Fitur mesin Toko EDC');
    await waitForHydration(features);
    await features.getByRole('button', { name: 'Slide berikutnya' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(features, '2 dari 5', 'Cek Saldo');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(features, '5 dari 5', 'Pembayaran QRIS');
    await page.keyboard.press('ArrowRight');
    await expectSlide(features, '1 dari 5', 'Tarik Tunai ATM');
  });

  test('hidden slides keep their content out of the tab order', async ({ page }) => {
    await page.goto('/');
    const features = carousel(page, 'Fitur mesin Toko EDC');
    await waitForHydration(features);
    await expect(features.locator('[aria-roledescription="slide"][inert]')).toHaveCount(4);
  });

  test(
    'the feature carousel follows swipes on a touch screen',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'touch input is tested on the phone');
      await page.goto('/');
      const features = carousel(page, 'Fitur mesin Toko EDC');
      await waitForHydration(features);
      const slides = features.locator('[aria-live]');
      await slides.scrollIntoViewIfNeeded();
      await swipe(page, slides, 'left');
      await expectSlide(features, '2 dari 5', 'Cek Saldo');
      await swipe(page, slides, 'right');
      await expectSlide(features, '1 dari 5', 'Tarik Tunai ATM');
      await swipe(page, slides, 'right');
      await expectSlide(features, '5 dari 5', 'Pembayaran QRIS');
    },
  );

  test('a video review loads the player only after its play button is pressed', async ({
    page,
  }) => {
    const playerRequests: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      playerRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' });
    });
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'Cerita Para Agen' });
    await reviews.scrollIntoViewIfNeeded();
    await waitForHydration(reviews);
    await expect(reviews.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await reviews
      .getByRole('button', { name: /^Putar video: / })
      .first()
      .click();
    const player = reviews.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    await expect(player).toHaveAttribute('title', /^Video ulasan: /);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
  });
});
