import { expect, test } from './fixtures/test';
import { expectNewTab, expectPagesAnswer, internalLinks } from './public-helpers';

test.describe('footer pages', () => {
  test('the privacy notice says what is collected, why, how long, who sees it and how to ask', async ({
    page,
  }) => {
    await page.goto('/kebijakan-privasi');
    await expect(page).toHaveTitle(/Kebijakan Privasi/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Undang-Undang Nomor 27 Tahun 2022');
    for (const text of [
      'foto KTP',
      'Nomor Induk Kependudukan (NIK)',
      'Kartu Keluarga',
      'swafoto dengan KTP',
      'NPWP',
      'nomor rekening',
      'tanda tangan digital',
      'foto toko',
      'bukti pembayaran',
    ]) {
      await expect(main).toContainText(text);
    }
    for (const heading of [
      'Untuk apa data Anda dipakai',
      'Dasar pemrosesan',
      'Berapa lama data disimpan',
      'Siapa yang dapat melihat data Anda',
      'Hak Anda',
      'Cara mengajukan permintaan',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(heading) }),
      ).toBeVisible();
    }
    await expect(main).toContainText(/penghapusan/);
    await expect(main).toContainText(/halo@tokoedc\.id/);
  });

  test('the terms of sale cover price, payment, verification, shipping, warranty and returns', async ({
    page,
  }) => {
    await page.goto('/syarat-ketentuan');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan Penjualan' }),
    ).toBeVisible();
    for (const heading of [
      'Harga',
      'Pembayaran',
      'Verifikasi',
      'Pengiriman',
      'Garansi',
      'Pengembalian',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`${heading}$`) }),
      ).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('rupiah');
    await expect(main).toContainText('QRIS');
    await expect(main).toContainText('1 x 24 jam');
  });

  test('the contact page shows the details from the site configuration', async ({ page }) => {
    await page.goto('/kontak');
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
    const main = page.getByRole('main');
    const chat = main.getByRole('link', { name: /Chat WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expectNewTab(chat);
    await expect(main.getByRole('link', { name: 'halo@tokoedc.id' })).toHaveAttribute(
      'href',
      'mailto:halo@tokoedc.id',
    );
    await expect(main.getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    await expect(main).toContainText('Jakarta Selatan');
    await expect(main).toContainText('WIB');
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      await expectNewTab(main.getByRole('link', { name: new RegExp(`^${network}`) }));
    }
  });

  test('every link of these pages goes where the spec says', async ({ page }) => {
    for (const [path, expected] of [
      ['/kebijakan-privasi', []],
      ['/syarat-ketentuan', []],
      ['/kontak', ['/kebijakan-privasi']],
    ] as const) {
      await page.goto(path);
      const links = await internalLinks(page);
      expect(links, path).toEqual(expected);
      await expectPagesAnswer(page, links);
    }
  });
});
