import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures/test';

/**
 * Waits until React has hydrated `target` (it attaches its fiber to hydrated DOM nodes). The
 * prerendered HTML shows before the scripts run; a tap before hydration is held and replayed
 * later (decision 012) and a link loads a new document, so a test of the control itself waits.
 */
export async function waitForHydration(target: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      { timeout },
    )
    .toBe(true);
}

/** A carousel region of the public pages (aria-roledescription="karusel"). */
export function carousel(page: Page, name: string): Locator {
  return page.locator(`section[aria-roledescription="karusel"][aria-label="${name}"]`);
}

/** Asserts the slide on show: its label ('2 dari 5') and a text it contains. */
export async function expectSlide(region: Locator, label: string, text: string): Promise<void> {
  const slide = region.getByRole('group', { name: label, exact: true });
  await expect(slide).toBeVisible();
  await expect(slide).toContainText(text);
  await expect(region.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveCount(
    1,
  );
}

/** A horizontal touch swipe across `target` (real touch input through the DevTools protocol). */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  for (let step = 1; step <= 5; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 5, y }],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The distinct same-site link targets inside the page's main content, as written in href. */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') || href.startsWith('#')))].sort();
}

/** Every same-site page path in `hrefs` answers 200. */
export async function expectPagesAnswer(page: Page, hrefs: string[]): Promise<void> {
  for (const href of hrefs.filter((value) => value.startsWith('/'))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

/** External links open in a new tab without handing over the opener. */
export async function expectNewTab(link: Locator): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}
