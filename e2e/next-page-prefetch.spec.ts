import type { Page, Request } from '@playwright/test';
import { expect, test, PHONE_TOO } from './fixtures/test';
import { waitForHydration } from './public-helpers';
import { png } from './fixtures/registration-files';

/**
 * Each step of the two flows fetches the next step's code once it is idle (a route's
 * `handle.nextPage`), so the tap that opens it does not wait on a slow network. Proven the
 * strictest way: the connection is cut once the next step's code has arrived, and the step
 * still opens. The code a step loads on demand (the upload engine, the signature pad) waits for
 * the connection to come back instead of failing for good.
 */
test.use({ expectedConsole: [/net::ERR_INTERNET_DISCONNECTED/] });

/**
 * Settles once the next step's chunk has arrived and no request is left in flight: the chunk's
 * own imports (its shared chunks) arrive after it.
 */
async function nextStepCode(page: Page, chunk: string) {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const settled = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  try {
    await page.waitForResponse((response) =>
      new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(new URL(response.url()).pathname),
    );
    await expect.poll(() => inFlight.size).toBe(0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', settled);
    page.off('requestfailed', settled);
  }
}

test(
  'the cart, the buyer form and the confirm step open without the network once fetched',
  PHONE_TOO,
  async ({ page, context }) => {
    const buyerForm = nextStepCode(page, 'buyer-form-page');
    await page.goto('/beli-produk');
    const add = page.getByRole('button', { name: 'Tambah ke Keranjang' }).first();
    await waitForHydration(add);
    await add.click();
    await buyerForm;

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
    await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
    await page.getByLabel('Nama Lengkap').fill('Siti Rahayu');
    await page.getByLabel('Nomor Telepon').fill('0812-3456-7890');
    await page.getByLabel('Email').fill('siti@contoh.co.id');
    await page.getByLabel('Alamat Pengiriman').fill('Jl. Merdeka No. 10, Bandung');

    // The confirm step's download failed while offline: it is tried again once back online.
    const confirm = nextStepCode(page, 'confirm-page');
    await context.setOffline(false);
    await confirm;
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
    await expect(page).toHaveURL(/\/beli-produk\/confirm$/);
    await expect(page.getByRole('button', { name: 'Kirim Pesanan' })).toBeVisible();
  },
);

test(
  'step 1 of the sign-up opens without the network once fetched; its photo and pad wait for it',
  PHONE_TOO,
  async ({ page, context }) => {
    const step1 = nextStepCode(page, 'step1-page');
    await page.goto('/pendaftaran');
    const personal = page.getByRole('button', { name: /Perorangan/ });
    await waitForHydration(personal);
    await step1;

    await context.setOffline(true);
    await personal.click();
    await expect(page).toHaveURL('/pendaftaran/user');
    await expect(page.getByText('Tahap 1 dari 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selanjutnya' })).toBeVisible();
    await page.locator('#registration-ktp').setInputFiles(png('ktp.png'));
    await expect(page.getByText('Memuat kotak tanda tangan...')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /^Terunggah$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Hapus Tanda Tangan' })).toBeEnabled();
  },
);
