import {
  maskBankAccount,
  maskNik,
  REGISTRATION_PERSON_RATE_LIMIT,
  toIndonesianE164,
} from '@toko/contracts';
import { newPerson } from '../apps/server/test/registrations/new-person';
import { signInAsAdmin } from './fixtures/admin';
import { useOwnClientIp } from './fixtures/client-ip';
import { attemptSignUp } from './fixtures/register';
import { pdfDocument, png } from './fixtures/registration-files';
import { drawSignature, fillStep1 } from './fixtures/sign-up-form';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './public-helpers';

test.describe('agent sign-up', () => {
  // Desktop only: the sign-up's phone run is slow-phone.spec.ts, the same two steps at 390 px
  // with touch, on a throttled network and CPU.
  test('choose a type, fill both steps with regions, documents and a signature, get the code', async ({
    page,
    context,
  }) => {
    test.slow();
    await useOwnClientIp(context);
    await page.goto('/pendaftaran');
    await expect(page.getByRole('heading', { name: 'Pendaftaran Agen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sudah punya akun? Masuk' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    await waitForHydration(page.getByRole('button', { name: /Perusahaan/ }));
    await page.getByRole('button', { name: /Perusahaan/ }).click();

    await expect(page).toHaveURL('/pendaftaran/user');
    await expect(page.getByText('Tahap 1 dari 2')).toBeVisible();
    await expect(page.getByText('Jenis akun: Perusahaan')).toBeVisible();
    await expect(page.getByLabel('Negara')).toBeDisabled();
    await expect(page.getByLabel('Negara')).toHaveValue('Indonesia');
    await expect(page.getByRole('combobox', { name: 'Kabupaten/Kota' })).toBeDisabled();

    // Rules in the spec's order: the first broken one shows, at the top.
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Nama lengkap harus 3-80 karakter');
    const agent = await fillStep1(page);
    const agentEmail = agent.email.trim().toLowerCase();
    await page.getByRole('button', { name: 'Tambah nomor alternatif' }).click();
    await page.getByLabel('Nomor Telepon Alternatif').fill('0812');
    await expect(page.getByRole('alert').first()).toHaveText(
      'Nomor telepon alternatif tidak valid...',
    );
    await page.getByLabel('Nomor Telepon Alternatif').fill('+62 811 2233 4455');
    await expect(page.getByRole('alert').first()).toHaveText(
      'Foto KTP, KK, dan Selfie dengan KTP wajib diunggah',
    );

    await page.locator('#registration-ktp').setInputFiles(png('ktp.png'));
    await page.locator('#registration-kk').setInputFiles(pdfDocument('kk.pdf'));
    await page.locator('#registration-selfieKtp').setInputFiles(png('selfie.png'));
    await page.locator('#registration-npwp').setInputFiles(pdfDocument('npwp.pdf'));
    await page.locator('#registration-bankCert').setInputFiles(png('buku-tabungan.png'));
    await expect(page.getByRole('alert').first()).toHaveText('Tanda tangan digital wajib diisi');
    await drawSignature(page, page.getByTestId('signature-pad'));
    await expect(page.getByText('Tanda tangan tersimpan')).toBeVisible();

    await page.getByLabel('Nama Bank').selectOption('BCA');
    await expect(page.getByRole('alert').first()).toHaveText(
      'Jika mengisi informasi bank, semua field bank harus diisi',
    );
    await page.getByLabel('Nama Pemilik Rekening').fill('Budi Santoso');
    await page.getByLabel('Nomor Rekening').fill('12-3456-7890');
    await expect(page.getByLabel('Nomor Rekening')).toHaveValue('1234567890');
    await page.getByRole('checkbox', { name: 'Media Sosial' }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The draft survives a reload: fields, regions, files and the signature.
    await page.reload();
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Budi Santoso');
    await expect(page.getByRole('combobox', { name: 'Desa/Kelurahan' })).toHaveValue('Ciroyom');
    await expect(page.getByText('ktp.png')).toBeVisible();
    await expect(page.getByText('Tanda tangan tersimpan')).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByText('Data berhasil disimpan. Lanjut ke tahap 2.')).toBeVisible();

    await expect(page).toHaveURL('/pendaftaran/step-2');
    await expect(page.getByText('Tahap 2 dari 2')).toBeVisible();
    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Semua field wajib diisi');
    await page.getByLabel('Nama Toko').fill('Toko Berkah Jaya');
    await page.getByLabel('Alamat yang Tercetak di Struk').fill('Jl. Braga 10 Bandung');
    await page.getByLabel('Nama Penjaga Toko').fill('Asep');
    await page.getByLabel('Nomor Telepon Penjaga Toko').fill('0813-1234-567');
    await expect(page.getByLabel('Nomor Telepon Penjaga Toko')).toHaveValue('08131234567');
    await expect(page.getByRole('alert').first()).toHaveText('Foto toko wajib diunggah');
    await page.locator('#registration-storePhotoOut').setInputFiles(png('luar.png'));
    await page.locator('#registration-storePhotoIn').setInputFiles(png('dalam.png'));
    await page.getByLabel('Latitude (opsional)').fill('-6.9175');
    await page.getByLabel('Longitude (opsional)').fill('107.6191');
    await page.getByLabel('Status Pemesanan').selectOption({ label: 'Sudah Pesan' });

    // A reload of step 2 keeps it, files included.
    await page.reload();
    await expect(page.getByLabel('Nama Toko')).toHaveValue('Toko Berkah Jaya');
    await expect(page.getByLabel('Status Pemesanan')).toHaveValue('ordered');
    await expect(page.getByText('luar.png')).toBeVisible();

    // Back to step 1 and forward again loses nothing.
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect(page.getByLabel('Nomor Rekening')).toHaveValue('1234567890');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByLabel('Nama Toko')).toHaveValue('Toko Berkah Jaya');
    await expect(page.getByText('dalam.png')).toBeVisible();

    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pendaftaran' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await dialog.getByRole('button', { name: 'Setuju' }).click();

    await expect(page).toHaveURL(/\/pendaftaran\/sukses\?id=[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByText('Pendaftaran berhasil dikirim!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pendaftaran Diterima' })).toBeVisible();
    await expect(page.getByTestId('registration-code')).toHaveText(/^REG-\d{8}-[0-9A-Z]{6}$/);
    await expect(page.getByText('Budi Santoso')).toBeVisible();
    await expect(page.getByText(agentEmail)).toBeVisible();
    await expect(page.getByText('Toko Berkah Jaya')).toBeVisible();
    await expect(page.getByText('Kota Bandung, Jawa Barat')).toBeVisible();
    await expect(page.getByText('Menunggu Verifikasi')).toBeVisible();
    await expect(page.getByText(/1x24 jam kerja/)).toBeVisible();
    await expect(page.getByText(/maksimal 2x24 jam/)).toBeVisible();

    // Stored as sent: the row, phones in E.164, the company type and all eight private files.
    const id = new URL(page.url()).searchParams.get('id');
    await signInAsAdmin(page);
    const stored = await (await page.request.get(`/api/admin/registrations/${id}`)).json();
    expect(stored).toMatchObject({
      status: 'new',
      accountType: 'badan_usaha',
      email: agentEmail,
      phoneE164: toIndonesianE164(agent.phone),
      phoneAltE164: '+6281122334455',
      village: 'Ciroyom',
      postalCode: '40181',
      idNumber: maskNik(agent.ktpNumber),
      bankName: 'BCA',
      bankAccount: maskBankAccount('1234567890'),
      orderState: 'ordered',
      gmapLat: -6.9175,
      gmapLng: 107.6191,
    });
    // The whole NIK and account number come only through an audited reveal.
    for (const [field, value] of [
      ['idNumber', agent.ktpNumber],
      ['bankAccount', '1234567890'],
    ]) {
      const revealed = await page.request.post(`/api/admin/registrations/${id}/reveal`, {
        data: { field },
      });
      expect(await revealed.json()).toEqual({ value });
    }
    expect(Object.values(stored.documents).filter(Boolean)).toHaveLength(8);
    expect(stored.documents.kk.contentType).toBe('application/pdf');
    expect(stored.documents.signature.contentType).toBe('image/png');

    // The draft is gone: step 2 now sends back to step 1, which starts empty.
    await page.goto('/pendaftaran/step-2');
    await expect(page).toHaveURL('/pendaftaran/user');
    await expect(page.getByText('Data pendaftaran tidak ditemukan')).toBeVisible();
    await expect(page.getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(page.getByText('ktp.png')).toHaveCount(0);
  });

  test('the success page without an id, or with an unknown one, goes home', async ({ page }) => {
    await page.goto('/pendaftaran/sukses');
    await expect(page).toHaveURL('/');
    await page.goto('/pendaftaran/sukses?id=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/');
  });

  test('past the sign-up limit for one person the page says to wait 10 minutes', async ({
    page,
    context,
  }) => {
    await useOwnClientIp(context);
    const person = newPerson();
    for (let attempt = 0; attempt < REGISTRATION_PERSON_RATE_LIMIT.max; attempt += 1) {
      expect(await attemptSignUp(page, person)).toBe(400);
    }
    // A complete draft, straight to step 2.
    await page.goto('/pendaftaran/user');
    await waitForHydration(page.getByRole('button', { name: 'Selanjutnya' }));
    await fillStep1(page, person);
    await page.locator('#registration-ktp').setInputFiles(png('ktp.png'));
    await page.locator('#registration-kk').setInputFiles(png('kk.png'));
    await page.locator('#registration-selfieKtp').setInputFiles(png('selfie.png'));
    await drawSignature(page, page.getByTestId('signature-pad'));
    await expect(page.getByText('Tanda tangan tersimpan')).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await page.getByLabel('Nama Toko').fill('Toko Coba');
    await page.getByLabel('Alamat yang Tercetak di Struk').fill('Jl. Coba 1');
    await page.getByLabel('Nama Penjaga Toko').fill('Ani');
    await page.getByLabel('Nomor Telepon Penjaga Toko').fill('081312345678');
    await page.locator('#registration-storePhotoOut').setInputFiles(png('luar.png'));
    await page.locator('#registration-storePhotoIn').setInputFiles(png('dalam.png'));
    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await page.getByRole('button', { name: 'Setuju' }).click();
    const message = 'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL('/pendaftaran/step-2');
  });
});
