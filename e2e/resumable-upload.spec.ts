import { createHash, randomBytes } from 'node:crypto';
import { signInAsAdmin } from './fixtures/admin';
import { reachConfirmPage } from './fixtures/checkout-form';
import { startDroppingProxy } from './fixtures/dropping-proxy';
import { expect, test } from './fixtures/test';
import { withRequestCode } from './fixtures/request-code';

const MB = 1_000_000;

test.use({ expectedConsole: [/net::ERR_/] });

test('a payment proof going up over a dropping network resumes instead of starting again', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const target = Number(new URL(baseURL!).port);
  const proxy = await startDroppingProxy(target, { cutAfterBytes: 2 * MB, pauseMs: 3000 });
  try {
    const origin = `http://127.0.0.1:${proxy.port}`;
    await reachConfirmPage(page, origin);

    // A 5 MB PDF: not shrunk in the browser, so every byte has to cross the network.
    const proof = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5 * MB - 9)]);
    await page
      .locator('#payment-proof')
      .setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: proof });
    // Tapped while the proof is still going up: the order waits for it.
    await page.getByRole('button', { name: 'Kirim Pesanan' }).click();
    await expect(page.getByRole('button', { name: /^Mengunggah… \d+%$/ })).toBeVisible();

    await expect(page).toHaveURL(/\/beli-produk\/sukses\?order_id=[0-9a-f-]{36}$/, {
      timeout: 90_000,
    });
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(proxy.cuts()).toBe(1);
    // Resumed from the server's offset: well under the 2 × 5 MB a restart would send.
    expect(proxy.uploadBytes()).toBeLessThanOrEqual(1.2 * proof.length);
    test.info().annotations.push({
      type: 'bytes received',
      description: `${proxy.uploadBytes()} for a ${proof.length}-byte file`,
    });

    await signInAsAdmin(page);
    const list = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(orderNumber)}`);
    const [order] = (await list.json()).items as { id: string }[];
    const link = await page.request.get(`/api/admin/orders/${order!.id}/proof`);
    const stored = await page.request.get((await link.json()).url);
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha256(await stored.body())).toBe(sha256(proof));
  } finally {
    await proxy.close();
  }
});

test('a proof the server refuses by its bytes shows the field message, and no order leaves', async ({
  page,
}) => {
  await reachConfirmPage(page);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders')) orders.push(request.method());
  });

  // Named like a PDF, but HTML: only the server, reading its bytes, can tell.
  await page.locator('#payment-proof').setInputFiles({
    name: 'bukti.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  const refusal = page.getByRole('alert').filter({ hasText: 'Tipe file tidak didukung' });
  await expect(refusal).toHaveText(
    withRequestCode('Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.'),
  );
  // Sending the same bytes again cannot help: the buyer has to choose another file.
  await expect(refusal.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kirim Pesanan' }).click();
  await expect(page).toHaveURL(/\/beli-produk\/confirm$/);
  expect(orders).toEqual([]);
});

test('a proof chosen while offline waits for the network, then goes up by itself', async ({
  page,
  context,
}) => {
  const draftIssued = page.waitForResponse('**/api/upload-drafts');
  await reachConfirmPage(page);
  await draftIssued;

  await context.setOffline(true);
  await page.locator('#payment-proof').setInputFiles({
    name: 'bukti.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 0x20)]),
  });
  await expect(page.getByText('Menunggu jaringan…')).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await expect(page.getByText('Terunggah')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Kirim Pesanan' }).click();
  await expect(page).toHaveURL(/\/beli-produk\/sukses\?order_id=[0-9a-f-]{36}$/, {
    timeout: 15_000,
  });
});
