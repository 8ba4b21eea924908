import type { FileChooser } from '@playwright/test';
import { MAX_UPLOAD_BYTES, PROOF_EXTENSIONS, PROOF_MIME_TYPES } from '@toko/contracts';
import { expect, test, PHONE_TOO } from './fixtures/test';
import { pdf, takePhoto, type TestWindow } from './upload-client/browser-lib';
import { startHarnessServer } from './upload-client/harness-server';
import { makePhoto } from './upload-client/make-photo';
import { boxesPastRightEdge } from './fixtures/overflow';

/**
 * What the forms do with a file before it goes up through /api/uploads (apps/web/src/lib/upload
 * and the file picker), in real Chromium: canvas shrinking, the size and type rules, and the
 * picker. apps/web/test/upload-harness.tsx is bundled on the fly and served, with the app's built
 * stylesheet, by a small server in this process; the upload itself is the checkout's and the
 * sign-up's (shop-checkout, resumable-upload and resumable-sign-up specs).
 */
let server: Awaited<ReturnType<typeof startHarnessServer>>;
test.beforeAll(async () => {
  server = await startHarnessServer();
});
test.afterAll(async () => server.close());

/** A 1×1 PNG, as a camera would never make one but a picker must accept. */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const checkoutRules = {
  mimeTypes: [...PROOF_MIME_TYPES],
  extensions: [...PROOF_EXTENSIONS],
  messages: {
    type: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    size: 'File terlalu besar (maksimal 10MB).',
  },
};

test.describe('shrinking in the browser', () => {
  test('a 4000×3000 phone photo travels as a 2000×1500 JPEG of a few hundred KB', async ({
    page,
  }) => {
    await page.goto(server.url);
    const inputSize = await page.evaluate(makePhoto, {
      width: 4000,
      height: 3000,
      noise: 16,
      quality: 0.95,
    });
    const output = await page.evaluate(async () => {
      const { uploadLib, testPhoto } = window as unknown as TestWindow;
      const shrunk = await uploadLib.shrinkImage(testPhoto);
      const bitmap = await createImageBitmap(shrunk);
      return {
        size: shrunk.size,
        type: shrunk.type,
        name: shrunk.name,
        width: bitmap.width,
        height: bitmap.height,
      };
    });
    test.info().annotations.push({
      type: 'shrink',
      description: `4000×3000, ${inputSize} B → ${output.width}×${output.height}, ${output.size} B`,
    });
    expect(inputSize).toBeGreaterThan(5_000_000);
    expect(output).toMatchObject({
      width: 2000,
      height: 1500,
      type: 'image/jpeg',
      name: 'IMG_20261123_101500.jpg',
    });
    expect(output.size).toBeLessThan(1_000_000);
  });

  test('keeps what shrinking cannot help, keeps PNG as PNG and turns WEBP into JPEG', async ({
    page,
  }) => {
    await page.goto(server.url);
    const results = await page.evaluate(async () => {
      const { uploadLib } = window as unknown as TestWindow;
      async function image(width: number, height: number, type: string, quality = 0.9) {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = '#1f47d6';
        context.fillRect(0, 0, width / 2, height / 2);
        context.fillStyle = '#000';
        context.fillText('tanda tangan', 10, height / 2);
        return canvas.convertToBlob({ type, quality });
      }
      async function shrink(file: File) {
        const output = await uploadLib.shrinkImage(file);
        const bitmap = output === file ? undefined : await createImageBitmap(output);
        return {
          kept: output === file,
          type: output.type,
          name: output.name,
          size: bitmap ? [bitmap.width, bitmap.height] : undefined,
        };
      }
      const signature = await image(600, 200, 'image/png');
      const screenshot = await image(3000, 1000, 'image/png');
      const small = await image(800, 600, 'image/jpeg', 0.3);
      const webp = await image(2400, 1800, 'image/webp', 1);
      return {
        pdf: await shrink(new File(['%PDF-1.4'], 'mutasi.pdf', { type: 'application/pdf' })),
        broken: await shrink(new File(['bukan gambar'], 'rusak.jpg', { type: 'image/jpeg' })),
        signature: await shrink(new File([signature], 'ttd.png', { type: 'image/png' })),
        screenshot: await shrink(new File([screenshot], 'layar.png', { type: 'image/png' })),
        small: await shrink(new File([small], 'kecil.jpg', { type: 'image/jpeg' })),
        webp: await shrink(new File([webp], 'toko.webp', { type: 'image/webp' })),
      };
    });
    expect(results.pdf.kept).toBe(true);
    expect(results.broken.kept).toBe(true);
    expect(results.signature.kept).toBe(true);
    expect(results.small.kept).toBe(true);
    expect(results.screenshot).toEqual({
      kept: false,
      type: 'image/png',
      name: 'layar.png',
      size: [2000, 667],
    });
    expect(results.webp).toEqual({
      kept: false,
      type: 'image/jpeg',
      name: 'toko.jpg',
      size: [2000, 1500],
    });
  });

  test('the size rule applies to the file sent: an 18 MB photo that shrinks passes, 10 MiB + 1 of PDF does not', async ({
    page,
  }) => {
    await page.goto(server.url);
    const photoSize = await page.evaluate(makePhoto, {
      width: 5000,
      height: 3750,
      noise: 40,
      quality: 1,
    });
    expect(photoSize).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const results = await page.evaluate(
      async ({ rules, max }) => {
        const { uploadLib, testPhoto } = window as unknown as TestWindow;
        const pdfOf = (size: number) =>
          new File([new Uint8Array(size)], 'scan.pdf', { type: 'application/pdf' });
        const photo = await uploadLib.prepareFile(testPhoto, rules);
        return {
          photo: { ok: photo.ok, size: photo.ok ? photo.file.size : Number.NaN },
          exact: (await uploadLib.prepareFile(pdfOf(max), rules)).ok,
          over: await uploadLib.prepareFile(pdfOf(max + 1), rules),
          text: await uploadLib.prepareFile(
            new File(['x'], 'a.txt', { type: 'text/plain' }),
            rules,
          ),
        };
      },
      { rules: checkoutRules, max: MAX_UPLOAD_BYTES },
    );
    test.info().annotations.push({
      type: 'shrink',
      description: `5000×3750, ${photoSize} B → ${results.photo.size} B`,
    });
    expect(results.photo.ok).toBe(true);
    expect(results.photo.size).toBeLessThan(2_000_000);
    expect(results.exact).toBe(true);
    expect(results.over).toEqual({ ok: false, error: 'File terlalu besar (maksimal 10MB).' });
    expect(results.text).toEqual({
      ok: false,
      error: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    });
  });
});

test.describe('picking', () => {
  test('the picker checks, shrinks and shows the file, and hands the form what it will send', async ({
    page,
  }) => {
    await page.goto(server.url);
    const proofInput = page.getByLabel('Bukti pembayaran', { exact: true });
    await proofInput.setInputFiles({
      name: 'catatan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(
      page.getByText('Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.'),
    ).toBeVisible();
    await expect(proofInput).toHaveAttribute('aria-invalid', 'true');
    await expect(proofInput).toHaveAccessibleDescription(
      'JPG, JPEG, PNG, PDF, maksimal 10 MB Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    );
    await expect(proofInput).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf',
    );
    const chosen = page.getByTestId('chosen');
    await expect(chosen).toHaveAttribute('data-files', '[]');

    await page.evaluate(makePhoto, { width: 4000, height: 3000, noise: 16, quality: 0.95 });
    await proofInput.setInputFiles(await takePhoto(page));
    await expect(page.getByText('IMG_20261123_101500.jpg')).toBeVisible();
    await expect(page.getByText(/KB · Diperkecil dari \d,\d MB/)).toBeVisible();
    // On a 320 px phone the buttons take a row of their own: a camera's file name is read whole.
    await page.setViewportSize({ width: 320, height: 800 });
    const name = page.getByText('IMG_20261123_101500.jpg');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(proofInput).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('button', { name: 'Ganti file Bukti pembayaran' })).toBeVisible();
    const longName = 'ktp-budi-santoso-hasil-pindai-kantor-kecamatan-menteng-2026.pdf';
    await page.getByLabel('Foto KTP', { exact: true }).setInputFiles(pdf(longName, 3_000_000));
    await expect(page.getByText(longName)).toBeVisible();
    expect(
      await boxesPastRightEdge(page, 'body'),
      'a long file name is cut, not pushing the page sideways',
    ).toEqual([]);

    // The form gets the shrunk photo and the PDF as it was.
    const files = async () =>
      JSON.parse((await chosen.getAttribute('data-files')) ?? '[]') as {
        name: string;
        type: string;
        size: number;
      }[];
    const [photo, scan] = await files();
    expect(photo).toMatchObject({ name: 'IMG_20261123_101500.jpg', type: 'image/jpeg' });
    expect(photo?.size).toBeLessThan(1_000_000);
    expect(scan).toEqual({ name: longName, type: 'application/pdf', size: 3_000_000 });

    await page.getByRole('button', { name: 'Hapus file Bukti pembayaran' }).click();
    await expect(page.getByText('IMG_20261123_101500.jpg')).toBeHidden();
    await expect(proofInput).toBeFocused();
    expect(await files()).toEqual([scan]);
  });

  test(
    'the picker opens from the keyboard; phones also get "Ambil foto" for the back camera',
    PHONE_TOO,
    async ({ page, isMobile }) => {
      // Listened for before the page opens, and all along: Playwright starts intercepting the
      // browser's file chooser when the first listener is added, and a key pressed in the same
      // moment could open one that nobody intercepts (the test failed 3 times in 40 so).
      const choosers: FileChooser[] = [];
      page.on('filechooser', (opened) => choosers.push(opened));
      const nextChooser = async () => {
        const count = choosers.length;
        await expect.poll(() => choosers.length).toBe(count + 1);
        return choosers[count]!;
      };
      await page.goto(server.url);
      const input = page.getByLabel('Foto KTP', { exact: true });
      await input.focus();
      const opened = nextChooser();
      await page.keyboard.press('Enter');
      const chooser = await opened;
      await chooser.setFiles(pdf('ktp.pdf', 1000));
      await expect(page.getByText('ktp.pdf')).toBeVisible();
      await expect(input).toHaveAttribute('tabindex', '-1');

      const camera = page.getByRole('button', { name: 'Ambil foto' });
      if (!isMobile) {
        await expect(camera).toBeHidden();
        return;
      }
      const cameraOpened = nextChooser();
      await camera.click();
      const photoChooser = await cameraOpened;
      const cameraInput = photoChooser.element();
      expect(await cameraInput.getAttribute('capture')).toBe('environment');
      expect(await cameraInput.getAttribute('accept')).toBe('image/jpeg,image/png');
      await photoChooser.setFiles({ name: 'kamera.png', mimeType: 'image/png', buffer: PNG_PIXEL });
      await expect(page.getByText('kamera.png')).toBeVisible();
    },
  );
});
