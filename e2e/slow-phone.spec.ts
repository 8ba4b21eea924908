import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SLOW_PHONE_CPU_RATE, throttleLikeASlowPhone } from '../scripts/slow-phone.mjs';
import { signInAsAdmin } from './fixtures/admin';
import { reachConfirmPage } from './fixtures/checkout-form';
import { register } from './fixtures/register';
import { useOwnClientIp } from './fixtures/client-ip';
import { pdfDocument, png } from './fixtures/registration-files';
import { drawSignature, fillStep1 } from './fixtures/sign-up-form';
import { tapRightAfter } from './fixtures/tap-while-preparing';
import { expect, test, PHONE_TOO } from './fixtures/test';
import { waitForHydration } from './public-helpers';
import { takePhoto } from './upload-client/browser-lib';
import { makePhoto } from './upload-client/make-photo';

/**
 * The two funnels on the phone our users have (Slow 4G, a CPU 4x slower, 390 px), with a camera
 * photo picked last and the submit tapped at once, while the photo is still being shrunk: that
 * one tap leads on, and a double tap sends once. How long it takes is for `npm run bench`
 * (bench/slow-phone.mjs), not for assertions. Phone width only: the flows are the same on a desktop.
 */
test.skip(({ isMobile }) => !isMobile, 'a slow phone');

type CameraPhoto = Awaited<ReturnType<typeof takePhoto>>;
let cameraPhoto: CameraPhoto | undefined;

/** A 12-megapixel JPEG of about 5 MB, as a phone's camera takes it; made once per worker. */
async function takeCameraPhoto(page: Page): Promise<CameraPhoto> {
  if (!cameraPhoto) {
    await page.goto('about:blank');
    await page.evaluate(makePhoto, { width: 4000, height: 3000, noise: 16, quality: 0.92 });
    cameraPhoto = await takePhoto(page);
  }
  return cameraPhoto;
}

test(
  'an order whose proof photo is still being prepared leaves on one tap, and once on a double tap',
  PHONE_TOO,
  async ({ page, context }) => {
    test.setTimeout(150_000);
    const photo = await takeCameraPhoto(page);
    await useOwnClientIp(context);
    await throttleLikeASlowPhone(context, page);
    const buyer = `Rina Lambat ${randomInt(1_000_000)}`;
    await reachConfirmPage(page, '', buyer);

    const proof = page.locator('#payment-proof');
    const labels = await tapRightAfter(proof, 'change', 'Kirim Pesanan', 2);
    await proof.setInputFiles(photo);
    await expect(page).toHaveURL(/\/beli-produk\/sukses\?order_id=[0-9a-f-]{36}$/, {
      timeout: 120_000,
    });
    await expect(page.getByTestId('order-number')).toHaveText(/^ORD-/);
    expect(await labels()).toContain('Menyiapkan foto…');

    await signInAsAdmin(page);
    const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(buyer)}`);
    expect((await found.json()).items).toHaveLength(1);
  },
);

test(
  'a sign-up whose last photo or signature is still being prepared goes on at each tap',
  PHONE_TOO,
  async ({ page, context }) => {
    test.setTimeout(240_000);
    const photo = await takeCameraPhoto(page);
    await useOwnClientIp(context);
    await throttleLikeASlowPhone(context, page);
    await page.goto('/pendaftaran/user');
    // The long form hydrates in seconds on this phone.
    await waitForHydration(page.getByRole('button', { name: 'Selanjutnya' }), 60_000);
    await fillStep1(page);
    await page.locator('#registration-kk').setInputFiles(png('kk.png'));
    await page.locator('#registration-selfieKtp').setInputFiles(png('selfie.png'));
    await page.locator('#registration-npwp').setInputFiles(pdfDocument('npwp.pdf'));

    // The KTP photo, then the signature, and "Selanjutnya" as the finger leaves the pad: step 2
    // follows once the photo and the signature's picture are ready.
    await page.locator('#registration-ktp').setInputFiles(photo);
    const pad = page.getByTestId('signature-pad');
    const step1Labels = await tapRightAfter(pad, 'pointerup', 'Selanjutnya');
    await drawSignature(page, pad);
    await expect(page).toHaveURL(/\/pendaftaran\/step-2$/, { timeout: 60_000 });
    expect(await step1Labels()).toContain('Menyiapkan foto…');

    await page.getByLabel('Nama Toko').fill('Toko Sinyal Lemah');
    await page.getByLabel('Alamat yang Tercetak di Struk').fill('Jl. Braga 10 Bandung');
    await page.getByLabel('Nama Penjaga Toko').fill('Asep');
    await page.getByLabel('Nomor Telepon Penjaga Toko').fill('0813-1234-567');
    await page.locator('#registration-storePhotoOut').setInputFiles(png('luar.png'));
    const inside = page.locator('#registration-storePhotoIn');
    const step2Labels = await tapRightAfter(inside, 'change', 'Kirim Pendaftaran');
    await inside.setInputFiles({ ...photo, name: 'dalam.jpg' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    expect(await step2Labels()).toContain('Menyiapkan foto…');
    await dialog.getByRole('button', { name: 'Setuju' }).click();
    await expect(page).toHaveURL(/\/pendaftaran\/sukses\?id=[0-9a-f-]{36}$/, { timeout: 120_000 });
    const id = new URL(page.url()).searchParams.get('id')!;

    // The camera photos as stored: the KTP keeps 2,000 px for its small print, the store photo
    // travels at 1,600 px (decision 042).
    await signInAsAdmin(page);
    const storedSize = async (field: string) => {
      const link = await page.request.get(`/api/admin/registrations/${id}/documents/${field}`);
      const { url } = (await link.json()) as { url: string };
      return page.evaluate(async (stored) => {
        const bitmap = await createImageBitmap(await (await fetch(stored)).blob());
        return `${bitmap.width}×${bitmap.height}`;
      }, url);
    };
    expect(await storedSize('ktp')).toBe('2000×1500');
    expect(await storedSize('store_photo_in')).toBe('1600×1200');
  },
);

test(
  'a correction whose photo is still being prepared is sent on one tap, and once on a double tap',
  PHONE_TOO,
  async ({ page, context }) => {
    test.setTimeout(150_000);
    const photo = await takeCameraPhoto(page);
    await useOwnClientIp(context);
    const { id } = await register(page, `Rina Perbaikan Lambat ${randomInt(1_000_000)}`);
    await signInAsAdmin(page);
    const { updatedAt } = (await (
      await page.request.get(`/api/admin/registrations/${id}`)
    ).json()) as { updatedAt: string };
    const asked = await page.request.post(`/api/admin/registrations/${id}/corrections`, {
      data: { documents: [{ field: 'ktp', reason: 'blurry' }], expectedUpdatedAt: updatedAt },
    });
    expect(asked.status()).toBe(200);
    const link = new URL(((await asked.json()) as { correction: { url: string } }).correction.url);

    await throttleLikeASlowPhone(context, page);
    await page.goto(`${link.pathname}${link.hash}`);
    await waitForHydration(page.getByRole('button', { name: 'Kirim Perbaikan' }), 60_000);
    const picker = page.locator('#correction-ktp');
    const labels = await tapRightAfter(picker, 'change', 'Kirim Perbaikan', 2);
    await picker.setInputFiles(photo);
    await expect(page.getByRole('heading', { name: 'Perbaikan terkirim' })).toBeVisible({
      timeout: 120_000,
    });
    expect(await labels()).toContain('Menyiapkan foto…');

    const events = await page.request.get(`/api/admin/registrations/${id}/activity`);
    const texts = JSON.stringify(await events.json());
    expect(texts.match(/correction_submit/g)).toHaveLength(1);
  },
);

test(
  'the sign-up asks for its upload draft while the first photo is still being shrunk',
  PHONE_TOO,
  async ({ page, context }) => {
    test.setTimeout(90_000);
    const photo = await takeCameraPhoto(page);
    await useOwnClientIp(context);
    await page.goto('/pendaftaran/user');
    await waitForHydration(page.getByRole('button', { name: 'Selanjutnya' }));
    // The CPU only, so that shrinking is as slow as on the phone and the network is not the race.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU_RATE });
    // On the page's clock: when the KTP began and stopped being prepared, and when the draft's
    // request started.
    type Times = { preparing?: number; prepared?: number; draft?: number };
    await page.evaluate(() => {
      const times: Times = {};
      (window as { e2eTimes?: Times }).e2eTimes = times;
      const status = () => document.querySelector('#registration-ktp ~ [role="status"]');
      new MutationObserver(() => {
        if (status()) times.preparing ??= performance.now();
        else if (times.preparing) times.prepared ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('#registration-ktp').setInputFiles(photo);
    await page.waitForFunction(() => (window as { e2eTimes?: Times }).e2eTimes?.prepared, null, {
      timeout: 60_000,
    });
    const times = await page.evaluate((): Times => {
      const draft = performance
        .getEntriesByType('resource')
        .find((resource) => resource.name.endsWith('/api/upload-drafts'));
      return { ...(window as { e2eTimes?: Times }).e2eTimes, draft: draft?.startTime };
    });
    expect(times.draft).toBeGreaterThan(times.preparing!);
    expect(times.draft).toBeLessThan(times.prepared!);
  },
);

/** The longest React is held back waiting for the screen's request: then it is let through. */
const HOLD_REACT_MS = 10_000;

for (const { path, screen, control } of [
  { path: '/pendaftaran', screen: 'account-type-page', control: /Perorangan/ },
  { path: '/beli-produk', screen: 'buy-page', control: 'Tambah ke Keranjang' },
]) {
  test(
    `${path}'s own screen is asked for before React has arrived`,
    PHONE_TOO,
    async ({ page }) => {
      // React (the vendor chunk) is held back until the screen's chunk has been asked for: a build
      // that asks for the screen only once React has run never does, and React is let through
      // after HOLD_REACT_MS instead. Timing-free: it does not race the network against the CPU.
      let screenAsked: () => void = () => undefined;
      const screenRequest = new Promise<void>((resolve) => (screenAsked = resolve));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`/assets/${screen}-`)) screenAsked();
      });
      let askedWhileReactHeld: boolean | undefined;
      await page.route('**/assets/vendor-*.js', async (route) => {
        askedWhileReactHeld = await Promise.race([
          screenRequest.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_REACT_MS)),
        ]);
        await route.continue();
      });
      await page.goto(path);
      await waitForHydration(page.getByRole('button', { name: control }).first());
      expect(askedWhileReactHeld).toBe(true);
    },
  );
}
