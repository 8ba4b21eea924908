import { type BrowserContext, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_DRAFT_HEADER } from '@toko/contracts';
import { signInAsAdmin } from './fixtures/admin';
import { reachConfirmPage } from './fixtures/checkout-form';
import { useOwnClientIp } from './fixtures/client-ip';
import { startDroppingProxy, type DroppingProxy } from './fixtures/dropping-proxy';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './public-helpers';

const MB = 1_000_000;
// A slow uplink: the 5 MB proof takes about 10 s, so the page is reloaded in its middle.
const UPLINK_BYTES_PER_SECOND = 500_000;

// The upload cut by the reload, and (second test) the gone upload's HEAD.
test.use({ expectedConsole: [/net::ERR_|status of 404/] });

/** A 5 MB PDF of random bytes: not shrunk in the browser, so every byte crosses the network. */
const makeProof = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5 * MB - 9)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The proof's upload as the checkout's draft keeps it in localStorage. */
async function keptUpload(page: Page): Promise<{ token: string; url: string }> {
  const kept = await page.evaluate(() => localStorage.getItem('toko-edc:checkout-upload:v1'));
  const { token, files } = JSON.parse(kept ?? '{}') as {
    token: string;
    files: { proof?: { url: string } };
  };
  return { token, url: files.proof!.url };
}

/** What the browser keeps of the checkout: storage keys, and files in its IndexedDB draft. */
function traces(page: Page, keyPattern = /checkout|cart|tus::/) {
  return page.evaluate(async (pattern) => {
    const keys = Object.keys(localStorage).filter((key) => new RegExp(pattern).test(key));
    const databases = (await indexedDB.databases()).map((database) => database.name);
    if (!databases.includes('toko-checkout')) return { keys, files: 0 };
    const files = await new Promise<number>((resolve, reject) => {
      const request = indexedDB.open('toko-checkout');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains('files')) return resolve(0);
        const count = database.transaction('files').objectStore('files').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
    return { keys, files };
  }, keyPattern.source);
}

/** Sends the order, then checks the stored proof is the very file and nothing is left behind. */
async function orderAndCheck(page: Page, proxy: DroppingProxy, proof: Buffer) {
  await page.getByRole('button', { name: 'Kirim Pesanan' }).click();
  await expect(page).toHaveURL(/\/beli-produk\/sukses\?order_id=[0-9a-f-]{36}$/, {
    timeout: 30_000,
  });
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  // A shared phone keeps nothing of this checkout: no proof, upload URL, token, cart or buyer.
  await expect.poll(() => traces(page)).toEqual({ keys: [], files: 0 });

  await signInAsAdmin(page);
  const list = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  const [order] = (await list.json()).items as { id: string }[];
  const link = await page.request.get(`/api/admin/orders/${order!.id}/proof`);
  const stored = await page.request.get((await link.json()).url);
  expect(sha256(await stored.body())).toBe(sha256(proof));
  test.info().annotations.push({
    type: 'bytes received',
    description: `${proxy.uploadBytes()} for a ${proof.length}-byte file`,
  });
}

/**
 * The confirm page through a proxy with a slow uplink, its 5 MB proof picked and going up until
 * the server has `bytes` of it: the proxy, its origin and the proof.
 */
async function proofUploadUnderWay(
  page: Page,
  context: BrowserContext,
  port: number,
  bytes: number,
) {
  await useOwnClientIp(context);
  const proxy = await startDroppingProxy(port, { uploadBytesPerSecond: UPLINK_BYTES_PER_SECOND });
  const origin = `http://127.0.0.1:${proxy.port}`;
  const proof = makeProof();
  try {
    await reachConfirmPage(page, origin);
    await page
      .locator('#payment-proof')
      .setInputFiles({ name: 'bukti.pdf', mimeType: 'application/pdf', buffer: proof });
    await expect.poll(() => proxy.uploadBytes(), { timeout: 20_000 }).toBeGreaterThan(bytes);
  } catch (error) {
    await proxy.close();
    throw error;
  }
  return { proxy, origin, proof };
}

test('a reload in the middle of the proof upload continues it from the server’s offset', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const port = Number(new URL(baseURL!).port);
  const { proxy, proof } = await proofUploadUnderWay(page, context, port, 2 * MB);
  try {
    await page.reload();
    // The kept proof is back, and its upload goes on from where the server stopped.
    await expect(page.getByText('bukti.pdf')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Mengunggah… \d+%$/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Terunggah$/ })).toBeVisible({
      timeout: 30_000,
    });
    // One upload, continued: well under the 5 + 2 MB a restart would send.
    expect(Object.keys(proxy.bytesByUpload())).toHaveLength(1);
    expect(proxy.uploadBytes()).toBeLessThanOrEqual(1.2 * proof.length);

    await orderAndCheck(page, proxy, proof);
  } finally {
    await proxy.close();
  }
});

test('a kept upload the server no longer has starts afresh from the kept file, and says so', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const port = Number(new URL(baseURL!).port);
  const { proxy, origin, proof } = await proofUploadUnderWay(page, context, port, MB);
  try {
    // The tab is gone; meanwhile the server drops the upload (as it does an expired one).
    const { token, url } = await keptUpload(page);
    await page.goto('about:blank');
    const deleted = await page.request.delete(new URL(url, origin).pathname, {
      headers: { [UPLOAD_DRAFT_HEADER]: token, 'tus-resumable': '1.0.0' },
    });
    expect(deleted.status()).toBe(204);

    await page.goto(`${origin}/beli-produk/confirm`);
    await expect(page.getByText('bukti.pdf')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Unggahan sebelumnya sudah tidak tersedia/ }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Terunggah$/ })).toBeVisible({
      timeout: 30_000,
    });
    expect(Object.keys(proxy.bytesByUpload())).toHaveLength(2);

    await orderAndCheck(page, proxy, proof);
  } finally {
    await proxy.close();
  }
});

test('emptying the cart abandons the checkout: its kept proof and upload are deleted', async ({
  page,
}) => {
  await reachConfirmPage(page);
  await page.locator('#payment-proof').setInputFiles({
    name: 'bukti.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000)]),
  });
  await expect(page.getByRole('status').filter({ hasText: /^Terunggah$/ })).toBeVisible();
  const proofTraces = () => traces(page, /checkout-upload|tus::/);
  expect((await proofTraces()).files).toBe(1);

  await page.goto('/beli-produk');
  const remove = page.getByRole('button', { name: /^Hapus .* dari keranjang$/ });
  await waitForHydration(remove);
  await remove.click();
  await expect.poll(proofTraces).toEqual({ keys: [], files: 0 });
});
