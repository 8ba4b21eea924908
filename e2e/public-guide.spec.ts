import { expect, test, PHONE_TOO } from './fixtures/test';
import { expectNewTab, expectPagesAnswer, internalLinks } from './public-helpers';

const MANUAL = '/manual/panduan-toko-edc.pdf';
const PLAYLISTS = ['PAX D210 Mini ATM', 'EDC Android', 'EDC Mini ATM', 'Soundbox'];

test.describe('how-to page', () => {
  test('renders the hero, the quick steps, the manual and four video guides', async ({ page }) => {
    await page.goto('/cara-pakai');
    await expect(page).toHaveTitle(/Buku Panduan/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cara Pakai Mesin Toko EDC' }),
    ).toBeVisible();
    for (const heading of ['Mulai dalam 4 Langkah', 'Buku Panduan Toko EDC', 'Video Panduan']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const videos = page.getByRole('region', { name: 'Video Panduan' });
    for (const title of PLAYLISTS) {
      const card = videos.getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(card).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/playlist\?list=/);
      await expectNewTab(card);
    }
    await expect(videos.getByRole('link')).toHaveCount(4);
  });

  test('the hero buttons lead to the shop and the catalogue', async ({ page }) => {
    await page.goto('/cara-pakai');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Beli Produk' })).toHaveAttribute(
      'href',
      '/beli-produk',
    );
    await hero.getByRole('link', { name: 'Lihat Produk' }).click();
    await expect(page).toHaveURL('/produk');
  });

  test('every link of the page content goes where the spec says', async ({ page }) => {
    await page.goto('/cara-pakai');
    const links = await internalLinks(page);
    expect(links).toEqual(['/beli-produk', MANUAL, '/produk']);
    await expectPagesAnswer(page, ['/beli-produk', '/produk']);
  });

  test('the manual can be downloaded or opened in a new tab and is a PDF', async ({ page }) => {
    await page.goto('/cara-pakai');
    const download = page.getByRole('link', { name: 'Unduh PDF' });
    await expect(download).toHaveAttribute('href', MANUAL);
    await expect(download).toHaveAttribute('download', '');
    const open = page.getByRole('link', { name: /Buka di Tab Baru/ });
    await expect(open).toHaveAttribute('href', MANUAL);
    await expectNewTab(open);

    const response = await page.request.get(MANUAL);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test(
    'wide screens embed the manual, phones show its cover instead',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await page.goto('/cara-pakai');
      const frame = page.locator(`iframe[src^="${MANUAL}"]`);
      if (testInfo.project.name === 'desktop') {
        await expect(frame).toHaveAttribute('title', 'Buku Panduan Toko EDC (PDF)');
        await frame.scrollIntoViewIfNeeded();
        await expect(frame).toBeVisible();
      } else {
        await expect(frame).toHaveCount(0);
        await expect(page.getByText(/buka atau unduh buku panduan/i)).toBeVisible();
      }
    },
  );
});
