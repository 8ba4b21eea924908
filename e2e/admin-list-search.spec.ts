import type { Page } from '@playwright/test';
import { listEntries, signInAsAdmin } from './fixtures/admin';
import { placeOrder } from './fixtures/place-order';
import { expect, test } from './fixtures/test';

// The search box is the same on every width: one project is enough.

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await signInAsAdmin(page);
});

/** Stops the page's clock, so the search's typing pause never passes unless the test says so. */
async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

test('Enter applies an admin list search at once, without waiting for the typing pause', async ({
  page,
}) => {
  const { orderNumber } = await placeOrder(page, `Enter ${Date.now()}`);
  await page.goto('/admin/orders');
  await expect(listEntries(page).first()).toBeVisible({ timeout: 15_000 });
  await stopClock(page);
  const search = page.getByLabel('Cari order');
  await search.fill(orderNumber);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  await page.clock.resume(); // the query library delivers its answer on a timer
  await expect(listEntries(page)).toHaveCount(1);
});

test('a search still pending when the admin opens a row does not pull them back to the list', async ({
  page,
}) => {
  const name = `Tertunda ${Date.now()}`;
  const { id } = await placeOrder(page, name);
  await page.goto('/admin/orders');
  await expect(listEntries(page).filter({ hasText: name })).toHaveCount(1, { timeout: 15_000 });
  await stopClock(page);
  await page.getByLabel('Cari order').fill('tertunda');
  await page.locator(`a[href="/admin/orders/${id}"]`).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(`/admin/orders/${id}`);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(`/admin/orders/${id}`);
  // The typing pause has passed; the order's answer may still be on its way, and the query
  // library delivers it on a timer.
  await page.clock.resume();
  await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveURL(`/admin/orders/${id}`);
});
