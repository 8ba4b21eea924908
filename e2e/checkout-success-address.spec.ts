import type { Page } from '@playwright/test';
import { formatRupiah, orderSuccessPath, PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { useOwnClientIp } from './fixtures/client-ip';
import { placeOrder } from './fixtures/place-order';
import { expect, test } from './fixtures/test';

type Placed = { id: string; orderNumber: string; total: number };

/** Node's and Chromium's rupiah may differ in the kind of space after "Rp". */
const spaced = (text: string) => text.replace(/\s/g, ' ');

/** The success page of `order`: its number, its total and the WhatsApp text naming both. */
async function expectOrderShown(page: Page, order: Placed) {
  await expect(page.getByRole('heading', { name: 'Pesanan Berhasil Dikirim' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
  const total = spaced(formatRupiah(order.total));
  expect(spaced((await page.getByTestId('order-total').textContent()) ?? '')).toBe(total);
  const whatsapp = page.getByRole('link', { name: 'Konfirmasi via WhatsApp' });
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(spaced(text ?? '')).toBe(
    `Halo Toko EDC, saya sudah membayar pesanan ${order.orderNumber} sebesar ${total}. Mohon dikonfirmasi.`,
  );
}

test.describe("the order's success page at its address", () => {
  test('a reload, the tab opened again and another browser all show the same order', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await useOwnClientIp(context);
    const order = await placeOrder(page, 'Pembeli Muat Ulang');
    const address = orderSuccessPath(order.id);

    await page.goto(address);
    await expectOrderShown(page, order);
    // Back from WhatsApp, the phone reloads the page.
    await page.reload();
    await expectOrderShown(page, order);
    // The phone dropped the tab: the address comes back in a fresh page of the same browser.
    const reopened = await context.newPage();
    await reopened.goto(address);
    await expectOrderShown(reopened, order);
    await reopened.close();

    // The link opened in another browser, with nothing of this one's storage or history: the
    // page reads the order from an answer that holds the number and the total alone.
    const elsewhere = await browser.newContext({ baseURL });
    try {
      await useOwnClientIp(elsewhere);
      const other = await elsewhere.newPage();
      const answer = other.waitForResponse((response) => response.url().endsWith('/summary'));
      await other.goto(address);
      await expectOrderShown(other, order);
      const summary = await answer;
      expect(summary.headers()['cache-control']).toBe('no-store');
      expect(await summary.json()).toEqual({
        orderNumber: order.orderNumber,
        total: order.total,
      });
    } finally {
      await elsewhere.close();
    }
  });

  test('an unknown, forged or missing order id says so and points to the order status', async ({
    page,
    context,
  }) => {
    await useOwnClientIp(context);
    const order = await placeOrder(page, 'Pembeli Tautan Palsu');
    const forged = `${order.id.slice(0, -1)}${order.id.endsWith('a') ? 'b' : 'a'}`;
    for (const address of [
      orderSuccessPath(forged),
      orderSuccessPath(order.orderNumber),
      PUBLIC_PAGE_PATHS.orderSuccess,
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Pesanan Tidak Ditemukan' })).toBeVisible();
      await expect(
        page.getByText(
          'Tautan pesanan ini tidak dikenal atau sudah tidak berlaku. Cek status pesanan Anda dengan nomor pesanan dan nomor telepon.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cek Status Pesanan' })).toHaveAttribute(
        'href',
        PUBLIC_PAGE_PATHS.orderStatus,
      );
      await expect(page.getByTestId('order-number')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Konfirmasi via WhatsApp' })).toHaveCount(0);
    }
  });
});
