import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { signInAsAdmin } from './fixtures/admin';
import { useOwnClientIp } from './fixtures/client-ip';
import { startDroppingProxy } from './fixtures/dropping-proxy';
import { drawSignature, fillStep1 } from './fixtures/sign-up-form';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './public-helpers';

const MB = 1_000_000;
const FILE_BYTES = 5 * MB;

test.use({ expectedConsole: [/net::ERR_/] });

/** A 5 MB PDF of random bytes: the browser sends it as it is. */
function pdf(name: string) {
  const buffer = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_BYTES - 9)]);
  return { name, mimeType: 'application/pdf', buffer };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 5 MB PNG of one pixel, carrying random bytes in a private chunk: too small to be resized,
 * so the browser sends it as it is (a store photo must be JPG or PNG).
 */
function png(name: string) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const head = Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x60, 0x60, 0, 0, 0, 4, 0, 1])),
  ]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  const padding = FILE_BYTES - head.length - end.length - 12;
  const buffer = Buffer.concat([head, pngChunk('raNd', randomBytes(padding)), end]);
  return { name, mimeType: 'image/png', buffer };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a sign-up over a dropping network resumes every document, across a reload too', async ({
  page,
  context,
  baseURL,
}) => {
  // Seven cuts, each followed by 3 s without a network, then 35 MB to check back: about a minute.
  test.setTimeout(180_000);
  await useOwnClientIp(context);
  const proxy = await startDroppingProxy(Number(new URL(baseURL!).port), {
    cutAfterBytes: 2 * MB,
    pauseMs: 3000,
  });
  const files = {
    ktp: pdf('ktp.pdf'),
    kk: pdf('kk.pdf'),
    selfie_ktp: pdf('selfie.pdf'),
    npwp: pdf('npwp.pdf'),
    bank_cert: pdf('rekening.pdf'),
    store_photo_out: png('luar.png'),
    store_photo_in: png('dalam.png'),
  };
  const done = page.getByRole('status').filter({ hasText: /^Terunggah$/ });
  try {
    const origin = `http://127.0.0.1:${proxy.port}`;
    await page.goto(`${origin}/pendaftaran/user`);
    await waitForHydration(page.getByRole('button', { name: 'Selanjutnya' }));
    await fillStep1(page);

    // Each document goes up as soon as it is chosen, and each is cut once on its way.
    await page.locator('#registration-ktp').setInputFiles(files.ktp);
    await expect(done).toHaveCount(1, { timeout: 60_000 });
    expect(proxy.cuts()).toBe(1);

    // The KK is cut; while the network is gone the page is reloaded: its upload continues
    // from the server's offset, in the same upload, once the network is back.
    await page.locator('#registration-kk').setInputFiles(files.kk);
    await expect.poll(() => proxy.cuts(), { timeout: 30_000 }).toBe(2);
    await page.waitForTimeout(3200);
    await page.reload();
    await expect(page.getByText('kk.pdf')).toBeVisible();
    await expect(done).toHaveCount(2, { timeout: 60_000 });

    for (const [id, file] of [
      ['#registration-selfieKtp', files.selfie_ktp],
      ['#registration-npwp', files.npwp],
      ['#registration-bankCert', files.bank_cert],
    ] as const) {
      const before = await done.count();
      await page.locator(id).setInputFiles(file);
      await expect(done).toHaveCount(before + 1, { timeout: 60_000 });
    }
    await drawSignature(page, page.getByTestId('signature-pad'));
    await expect(done).toHaveCount(6, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    await expect(page).toHaveURL(/\/pendaftaran\/step-2$/);
    await page.getByLabel('Nama Toko').fill('Toko Berkah Jaya');
    await page.getByLabel('Alamat yang Tercetak di Struk').fill('Jl. Braga 10 Bandung');
    await page.getByLabel('Nama Penjaga Toko').fill('Asep');
    await page.getByLabel('Nomor Telepon Penjaga Toko').fill('0813-1234-567');
    await page.locator('#registration-storePhotoOut').setInputFiles(files.store_photo_out);
    await expect(done).toHaveCount(1, { timeout: 60_000 });
    await page.locator('#registration-storePhotoIn').setInputFiles(files.store_photo_in);
    await expect(done).toHaveCount(2, { timeout: 60_000 });

    const total = Object.values(files).reduce((sum, file) => sum + file.buffer.length, 0);
    const byUpload = proxy.bytesByUpload();
    test.info().annotations.push({
      type: 'bytes received',
      description: `${proxy.uploadBytes()} through the proxy for ${total} bytes of documents, ${proxy.cuts()} cuts`,
    });
    expect(proxy.cuts()).toBe(7);
    // One upload per document (the signature is a few KB): the reload started none anew.
    expect(Object.values(byUpload).filter((bytes) => bytes >= MB)).toHaveLength(7);
    expect(proxy.uploadBytes()).toBeLessThanOrEqual(1.2 * total);

    // The files are up: what is left is the sign-up itself, a small JSON request.
    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/registrations'));
    const started = Date.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Setuju' }).click();
    const answer = await sent;
    await expect(page).toHaveURL(/\/pendaftaran\/sukses\?id=[0-9a-f-]{36}$/);
    const tapToPage = Date.now() - started;
    const timing = answer.request().timing();
    test.info().annotations.push({
      type: 'submit once the files are up',
      description: `POST /api/registrations ${Math.round(timing.responseEnd - timing.requestStart)} ms; tap on "Setuju" to the success page ${tapToPage} ms`,
    });
    expect(answer.status()).toBe(201);
    const id = new URL(page.url()).searchParams.get('id')!;

    // After the sign-up the phone keeps nothing of it: no upload URL, token or tus trace.
    const left = await page.evaluate(() => Object.keys(window.localStorage));
    expect(left.filter((key) => /registration-uploads|tus::/.test(key))).toEqual([]);

    await signInAsAdmin(page);
    for (const [field, file] of Object.entries(files)) {
      const link = await page.request.get(`/api/admin/registrations/${id}/documents/${field}`);
      expect(link.status(), field).toBe(200);
      const stored = await page.request.get((await link.json()).url);
      expect(sha256(await stored.body()), field).toBe(sha256(file.buffer));
    }
  } finally {
    await proxy.close();
  }
});
