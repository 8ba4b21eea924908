/** Waits until React has hydrated the element of `locator` (its fiber is attached to it). */
export async function whenHydrated(page, locator) {
  await locator.waitFor();
  await page.waitForFunction(
    (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    await locator.elementHandle(),
  );
}
