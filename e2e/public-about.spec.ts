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

const HISTORY = [
  { period: '2020–2021', agents: '2.000+' },
  { period: '2022', agents: '4.500+' },
  { period: '2023–2024', agents: '7.500+' },
];

test.describe('about page', () => {
  test('renders vision, mission, history, coverage, partners and the reseller link', async ({
    page,
  }) => {
    await page.goto('/tentang-kami');
    await expect(page).toHaveTitle(/Tentang Kami/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const heading of ['Visi & Misi', 'Perjalanan Kami', 'Hadir di Seluruh Indonesia']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const heading of ['Visi', 'Misi']) {
      await expect(
        page.getByRole('heading', { level: 3, name: heading, exact: true }),
      ).toBeVisible();
    }
    const coverage = page.getByRole('region', { name: 'Hadir di Seluruh Indonesia' });
    // Each figure is a term (the label) with its definition (the number).
    await expect(coverage).toContainText(/wilayah\s*200/);
    await expect(coverage).toContainText(/kota\s*37/);
    await expect(coverage.getByRole('img', { name: /^Peta Indonesia/ })).toBeVisible();

    const partners = page.getByRole('region', { name: 'Mitra Kami' });
    await expect(partners.getByRole('img', { name: /^Logo / })).toHaveCount(8);

    const reseller = page.getByRole('link', { name: /Daftar Reseller/ });
    await expect(reseller).toHaveAttribute('href', /^https:\/\//);
    await expectNewTab(reseller);
  });

  test('every link of the page content goes where the spec says', async ({ page }) => {
    await page.goto('/tentang-kami');
    const links = await internalLinks(page);
    expect(links).toEqual(['/pendaftaran']);
    await expectPagesAnswer(page, links);
  });

  test('the history carousel wraps both ways and its dots pick a slide', async ({ page }) => {
    await page.goto('/tentang-kami');
    const history = carousel(page, 'Tonggak perjalanan Toko EDC');
    await waitForHydration(history);
    await expectSlide(history, '1 dari 3', '2.000+');
    await history.getByRole('button', { name: 'Slide sebelumnya' }).click();
    await expectSlide(history, '3 dari 3', '2023–2024');
    await history.getByRole('button', { name: 'Slide berikutnya' }).click();
    await expectSlide(history, '1 dari 3', '2020–2021');

    for (const [index, milestone] of HISTORY.entries()) {
      await history.getByRole('button', { name: `Tampilkan slide ${index + 1}` }).click();
      await expectSlide(history, `${index + 1} dari 3`, milestone.period);
      await expect(history.getByRole('group', { name: `${index + 1} dari 3` })).toContainText(
        milestone.agents,
      );
    }
    await history.getByRole('button', { name: 'Slide berikutnya' }).click();
    await expectSlide(history, '1 dari 3', '2020–2021');

    await page.keyboard.press('ArrowLeft');
    await expectSlide(history, '3 dari 3', '7.500+');
  });

  test(
    'the history carousel follows swipes on a touch screen',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'touch input is tested on the phone');
      await page.goto('/tentang-kami');
      const history = carousel(page, 'Tonggak perjalanan Toko EDC');
      await waitForHydration(history);
      const slides = history.locator('[aria-live]');
      await slides.scrollIntoViewIfNeeded();
      await swipe(page, slides, 'right');
      await expectSlide(history, '3 dari 3', '2023–2024');
      await swipe(page, slides, 'left');
      await expectSlide(history, '1 dari 3', '2020–2021');
    },
  );

  test('opening /tentang-kami#visi-misi scrolls to the vision and mission', async ({ page }) => {
    await page.goto('/tentang-kami#visi-misi');
    const section = page.locator('#visi-misi');
    await expect(section).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByRole('heading', { level: 2, name: 'Visi & Misi' })).toBeInViewport();
  });
});
