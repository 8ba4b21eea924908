import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { expect, test, PHONE_TOO } from './fixtures/test';

const PAGES = [
  PUBLIC_PAGE_PATHS.home,
  PUBLIC_PAGE_PATHS.products,
  PUBLIC_PAGE_PATHS.about,
  PUBLIC_PAGE_PATHS.buy,
  PUBLIC_PAGE_PATHS.registration,
  PUBLIC_PAGE_PATHS.contact,
];

/**
 * The targets a thumb must hit on a small phone, smaller than they should be: a control
 * (button, field) under 44 px tall or 24 px wide, a link under 24 px tall (WCAG 2.5.8). A link
 * inside running text is exempt, as the skip link is while it waits off screen for the keyboard.
 */
function smallTargets() {
  const controls = document.querySelectorAll('button, input, select, textarea');
  const links = document.querySelectorAll('a[href]');
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom + window.scrollY > 0;
  };
  const describe = (element: Element) => {
    const box = element.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
  };
  const small = [
    ...Array.from(controls).filter((element) => {
      const box = element.getBoundingClientRect();
      return visible(element) && (box.height < 44 || box.width < 24);
    }),
    ...Array.from(links).filter(
      (element) =>
        visible(element) &&
        element.getBoundingClientRect().height < 24 &&
        !element.closest('p') &&
        !element.matches('.sr-only, [data-skip-link]'),
    ),
  ];
  return small.map(describe);
}

test.describe('tap targets on a phone', () => {
  test(
    'every button, field and link outside running text is big enough for a thumb',
    PHONE_TOO,
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'a phone’s touch screen is what this is about');
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        expect(await page.evaluate(smallTargets), path).toEqual([]);
      }
    },
  );
});
