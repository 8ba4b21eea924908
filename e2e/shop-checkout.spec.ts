import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readQrisPng } from '../apps/server/test/helpers/read-qris-png';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './public-helpers';
import { takePhoto } from './upload-client/browser-lib';
import { makePhoto } from './upload-client/make-photo';
import { withRequestCode } from './fixtures/request-code';

const rupiah = (text: string) => text.replace(/\u00a0/g, ' ');

async function openShop(page: Page) {
  await page.goto('/beli-produk');
  await waitForHydration(page.getByRole('button', { name: 'Tambah ke Keranjang' }).first());
}

async function fillBuyer(page: Page, referral = 'AGEN_01') {
  await page.getByLabel('Nama Lengkap').fill('Siti Rahayu');
  await page.getByLabel('Nomor Telepon').fill('0812-3456-7890');
  await page.getByLabel('Email').fill('siti@contoh.co.id');
  await page.getByLabel('Alamat Pengiriman').fill('Jl. Merdeka No. 10, Bandung');
  await page.getByLabel('Kode Referral (opsional)').fill(referral);
}

const cartTotal = (page: Page) => page.getByTestId('cart-total').first();

test.describe('shop and checkout', () => {
  test('a buyer orders with a phone photo as proof and gets the order number', async ({
    page,
    context,
  }) => {
    // Making and shrinking a 12-megapixel photo in the browser takes a while on a busy machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openShop(page);
    await page.getByRole('button', { name: 'Tambah jumlah PAX A920 Pro' }).click();
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).first().click();
    await expect(page.getByText('Ditambahkan ke keranjang')).toBeVisible();
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).nth(5).click();
    expect(rupiah((await cartTotal(page).textContent()) ?? '')).toBe('Rp 6.347.000');

    // Adjust in the cart: one more sound box, then back; zero removes a line.
    const cart = page.getByRole('region', { name: 'Keranjang' });
    await cart.getByRole('button', { name: 'Tambah jumlah Soundbox QRIS' }).click();
    await expect(cartTotal(page)).toHaveText(/6\.696\.000/);
    await cart.getByRole('button', { name: 'Kurangi jumlah Soundbox QRIS' }).click();
    await expect(cartTotal(page)).toHaveText(/6\.347\.000/);

    // The cart survives a reload.
    await page.reload();
    await expect(cartTotal(page)).toHaveText(/6\.347\.000/);
    await waitForHydration(page.getByRole('button', { name: 'Lanjut ke Checkout' }));
    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();

    await expect(page).toHaveURL('/beli-produk/form');
    await fillBuyer(page, 'ab');
    await expect(page.getByText('Format kode referral tidak valid.')).toBeVisible();
    await page.getByLabel('Kode Referral (opsional)').fill('AGEN_01');
    await expect(page.getByText('Format kode referral tidak valid.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();

    await expect(page).toHaveURL('/beli-produk/confirm');
    await expect(page.getByText('CIMB Niaga')).toBeVisible();
    await expect(page.getByText('800000000000')).toBeVisible();
    await page.getByRole('button', { name: 'Salin nomor rekening' }).click();
    await expect(page.getByText('Berhasil disalin')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('800000000000');

    // QRIS: the dialog closes with Escape, the close button and the backdrop.
    await page.getByLabel('QRIS').check();
    const dialog = page.getByRole('dialog', { name: 'QRIS Toko EDC' });
    await page.getByRole('button', { name: 'Perbesar QRIS' }).first().click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Perbesar QRIS' }).first().click();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Perbesar QRIS' }).first().click();
    await page.getByTestId('dialog-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toHaveCount(0);

    // The saved QRIS is a picture a wallet app reads from the gallery, for exactly this total.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh QRIS' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('qris-toko-edc-6347000.png');
    await expect(page.getByText('QRIS berhasil diunduh')).toBeVisible();
    const qris = readQrisPng(await readFile(await saved.path()));
    expect(qris.width).toBeGreaterThanOrEqual(600);
    expect(qris.tags.get('54')).toBe('6347000');
    expect(qris.tags.get('01')).toBe('12');
    expect([...qris.tags.keys()].filter((tag) => ['55', '56', '57'].includes(tag))).toEqual([]);
    expect(qris.crcMatches).toBe(true);

    // Sending without a proof says so.
    await page.getByRole('button', { name: 'Kirim Pesanan' }).click();
    await expect(page.getByText('Bukti pembayaran wajib diunggah.')).toBeVisible();

    const photoBytes = await page.evaluate(makePhoto, {
      width: 4000,
      height: 3000,
      noise: 24,
      quality: 0.92,
    });
    expect(photoBytes).toBeGreaterThan(3_000_000);
    // The proof goes up through /api/uploads as soon as it is chosen; the order is small JSON.
    const orderSizes: number[] = [];
    const uploadedOffsets: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/orders'))
        orderSizes.push(request.postDataBuffer()?.length ?? 0);
    });
    page.on('response', (response) => {
      const offset = response.headers()['upload-offset'];
      if (response.url().includes('/api/uploads/') && offset) uploadedOffsets.push(Number(offset));
    });
    // Shrunk by a worker, so the page keeps answering taps meanwhile.
    const shrinkingWorker = page.waitForEvent('worker');
    await page.locator('#payment-proof').setInputFiles(await takePhoto(page));
    expect((await shrinkingWorker).url()).toMatch(/\/assets\/shrink-image-worker-[\w-]+\.js$/);
    await expect(page.getByText('File berhasil dipilih')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Terunggah')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Kirim Pesanan' }).click();

    await expect(page).toHaveURL(/\/beli-produk\/sukses\?order_id=[0-9a-f-]{36}$/, {
      timeout: 30_000,
    });
    await expect(page.getByText('Pesanan berhasil dikirim!')).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^ORD-\d{8}-[0-9A-Z]{6}$/);
    await expect(page.getByText(/1x24 jam/)).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Konfirmasi via WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(orderNumber)));
    // Back from WhatsApp, the phone reloads the page: the same order, read by its address.
    const whatsappHref = await whatsapp.getAttribute('href');
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(whatsapp).toHaveAttribute('href', whatsappHref!);
    // Shrunk in the browser before it went up, and the order only names it.
    expect(Math.max(...uploadedOffsets)).toBeGreaterThan(0);
    expect(Math.max(...uploadedOffsets)).toBeLessThan(1_000_000);
    expect(orderSizes).toHaveLength(1);
    expect(orderSizes[0]).toBeLessThan(2_000);

    // The order exists on the server: the buyer checks its status; the cart is empty again.
    await page.getByRole('link', { name: 'Cek Status Pesanan' }).click();
    await expect(page.getByLabel('Nomor Pesanan')).toHaveValue(orderNumber);
    await page.getByLabel('Nomor Telepon').fill('+62 812 3456 7890');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Pending');
    await page.getByLabel('Nomor Telepon').fill('081111111111');
    await page.getByRole('button', { name: 'Cek Status' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      withRequestCode('Pesanan tidak ditemukan. Periksa nomor pesanan dan nomor telepon.'),
    );
    await openShop(page);
    await expect(page.getByRole('button', { name: 'Lanjut ke Checkout' })).toBeDisabled();
  });

  test('an empty cart shows its message on the form and sends the confirm step back to the shop', async ({
    page,
  }) => {
    await page.goto('/beli-produk/form');
    await expect(page.getByRole('heading', { name: 'Keranjang Anda Kosong' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Toko' }).click();
    await expect(page).toHaveURL('/beli-produk');
    await page.goto('/checkout/confirm');
    await expect(page).toHaveURL('/beli-produk');
  });

  test('the confirm step without buyer data asks for it', async ({ page }) => {
    await openShop(page);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).first().click();
    await page.goto('/checkout/confirm');
    await expect(page.getByText('Data tidak lengkap')).toBeVisible();
    await expect(page.getByText('Data pembeli tidak ditemukan')).toBeVisible();
  });

  test('QRIS is not offered above Rp 10.000.000, and the page says why', async ({ page }) => {
    await openShop(page);
    await page.getByRole('spinbutton', { name: 'Jumlah PAX A930' }).fill('3');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).nth(1).click();
    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
    await fillBuyer(page);
    await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
    await expect(page.getByLabel('QRIS')).toBeDisabled();
    await expect(
      page.getByText(/QRIS hanya bisa dipakai untuk total sampai Rp 10\.000\.000/),
    ).toBeVisible();
  });
});
