import { listEntries, recordLink, signInAsAdmin } from './fixtures/admin';
import { expect, test, PHONE_TOO } from './fixtures/test';
import { boxesPastRightEdge } from './fixtures/overflow';
import { register } from './fixtures/register';
import { pdfDocument as pdf, png } from './fixtures/registration-files';
import { withRequestCode } from './fixtures/request-code';

test(
  'an admin finds a new registration, edits it, replaces a document and exports the list',
  PHONE_TOO,
  async ({ page }) => {
    test.setTimeout(90_000);
    const fullName = `Sari Agen ${Date.now()}`;
    const { code } = await register(page, fullName);
    await signInAsAdmin(page);
    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { name: 'Manajemen Pendaftaran' })).toBeVisible();

    // List: search, filter, back.
    await page.getByPlaceholder('Cari nama, email, atau telp...').fill(fullName.toUpperCase());
    await expect(page).toHaveURL(/q=SARI/);
    const rows = listEntries(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fullName);
    await expect(rows.first()).toContainText(
      'Daerah Khusus Ibukota Jakarta, Kota Administrasi Jakarta Pusat, Gambir, Gambir (10110)',
    );
    await expect(rows.first()).toContainText('Baru');
    await page.getByLabel('Filter status').selectOption('verified');
    await expect(page.getByText('Tidak ada data sesuai filter')).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(1);

    // Detail and status.
    await recordLink(rows.first()).click();
    await expect(page.getByRole('heading', { name: 'Detail Pendaftaran' })).toBeVisible();
    await expect(page.getByText(/Dibuat \d{1,2} [A-Z][a-z]+ \d{4} \d{2}\.\d{2}/)).toBeVisible();
    await expect(page.getByText('Tidak ada file')).toHaveCount(2);
    await page.getByLabel('Status Pendaftaran').selectOption('verified');
    await expect(page.getByText('Status berhasil diubah')).toBeVisible();

    // Edit: a wrong email is refused, then a new nickname and phone are saved with history.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Email tidak valid')).toBeVisible();
    await page.getByLabel('Email').fill('agen.e2e@contoh.co.id');
    await page.getByLabel('Nama Panggilan').fill('Sari');
    await page.getByLabel('Telepon', { exact: true }).fill('0857 1111 2222');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByText('Perubahan berhasil disimpan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.getByText('Riwayat Perubahan').click();
    const history = page.locator('details');
    await expect(history.getByText('Nama Panggilan:')).toBeVisible();
    await expect(history.locator('del').filter({ hasText: fullName })).toBeVisible();
    await expect(history.locator('ins').filter({ hasText: '0857 1111 2222' })).toBeVisible();

    // Documents: each slot names the file as it was uploaded; preview, download, replace.
    await expect(page.getByText('ktp.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Preview KTP' }).click();
    const preview = page.getByRole('dialog', { name: 'KTP' });
    await expect(preview.getByRole('img', { name: 'KTP' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Kartu Keluarga' }).click();
    expect((await download).suggestedFilename()).toBe('kk.pdf');
    await expect(page.getByText('File berhasil diunduh')).toBeVisible();

    await page.getByRole('button', { name: 'Ganti KTP' }).click();
    const replace = page.getByRole('dialog', { name: 'Ganti KTP' });
    // A page that is no PDF, named .pdf: the browser lets it through, the server's check of the
    // bytes refuses it as the file goes up, with the dialog's own message and nothing saved.
    await replace.getByLabel('File baru').setInputFiles({
      name: 'ktp.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(replace.getByRole('alert')).toHaveText(
      withRequestCode('Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.'),
    );
    // The file goes up through /api/uploads the moment it is chosen; the save only names it.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(uploads|admin\/registrations\/[^/]+\/documents)/.test(request.url())) {
        sent.push(
          `${request.method()} ${new URL(request.url()).pathname.replace(/[0-9a-f-]{32,}/g, ':id')}`,
        );
      }
    });
    // Chosen again over the refused one (its picker now also offers "Ganti" and "Hapus").
    await replace
      .locator('#document-ktp')
      .setInputFiles(pdf('KTP Sari (scan kelurahan Gambir) terbaru, revisi kedua 2026.pdf'));
    await expect(replace.getByText('Terunggah')).toBeVisible();
    await replace.getByRole('button', { name: 'Simpan File' }).click();
    await expect(page.getByText('File berhasil diganti')).toBeVisible();
    await expect(replace).toBeHidden();
    expect(sent).toEqual([
      'POST /api/uploads',
      'PATCH /api/uploads/:id',
      'PUT /api/admin/registrations/:id/documents/ktp',
    ]);
    const newName = 'ktp_sari_scan_kelurahan_gambir_terbaru_revisi_kedua_2026.pdf';
    await expect(page.locator('span[title]').getByText(newName, { exact: true })).toBeVisible();
    await expect(history.getByText('KTP:')).toBeVisible();
    // The history names the files as the slot does: the old one struck out, then the new one.
    await expect(history.locator('del').filter({ hasText: 'ktp.png' })).toBeVisible();
    await expect(history.locator('ins').filter({ hasText: newName })).toBeVisible();
    // The long name stays inside its slot and its history line, on a 390 px phone too: no box of
    // the page reaches past the window's right edge.
    expect(await boxesPastRightEdge(page)).toEqual([]);
    await page.getByRole('button', { name: 'Preview KTP' }).click();
    const pdfPreview = page.getByRole('dialog', { name: 'KTP' });
    await expect(pdfPreview.locator('iframe[title="KTP"]')).toBeVisible();
    // Keys pressed inside the PDF viewer stay there: the close button closes the dialog.
    await pdfPreview.getByRole('button', { name: 'Tutup' }).click();
    await expect(pdfPreview).toBeHidden();

    // "Simpan File" tapped the moment the upload's last answer has been handled, before the
    // dialog has rendered it (a tap there once waited for ever): in the same task as the answer,
    // after the upload client's own promise steps.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
        this.addEventListener('load', () => {
          if (this.status !== 204) return;
          XMLHttpRequest.prototype.send = send;
          let steps = Promise.resolve();
          for (let step = 0; step < 50; step += 1) steps = steps.then(() => undefined);
          void steps.then(() =>
            Array.from(document.querySelectorAll('button'))
              .find((button) => button.textContent === 'Simpan File')
              ?.click(),
          );
        });
        send.call(this, body);
      };
    });
    await page.getByRole('button', { name: 'Upload NPWP' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload NPWP' });
    await upload.getByLabel('File baru').setInputFiles(png('npwp.png'));
    await expect(upload).toBeHidden();
    await expect(page.getByText('Tidak ada file')).toHaveCount(1);

    // Export, filtered to verified: the new registration is in it.
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.getByLabel('Filter status').selectOption('verified');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await csvDownload;
    expect(file.suggestedFilename()).toMatch(/^registrations_\d{8}_\d{6}\.csv$/);
    const csv = (await (await file.createReadStream()).toArray()).join('');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Reg ID","Tanggal","Nama","Telepon","Email","Provinsi","Kab/Kota","Kecamatan","Desa/Kelurahan","Kode Pos","Status","Sumber"',
    );
    const row = lines.find((line) => line.startsWith(`"${code}"`));
    expect(row).toContain(`"${fullName}","0857 1111 2222","agen.e2e@contoh.co.id"`);
    expect(row).toContain('"10110","Terverifikasi","Teman"');
    expect(lines.every((line) => line === '' || !line.includes('"Baru"'))).toBe(true);
    await expect(page.getByText('Data berhasil diexport!')).toBeVisible();
  },
);

test('deleting a registration asks first, then it is gone from the list', async ({ page }) => {
  const fullName = `Dodi Agen ${Date.now()}`;
  const { id } = await register(page, fullName);
  await signInAsAdmin(page);
  await page.goto(`/admin/registrations/${id}`);
  await expect(page.getByRole('heading', { name: 'Detail Pendaftaran' })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Yakin ingin menghapus pendaftaran ini?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Pendaftaran berhasil dihapus')).toBeVisible();
  await expect(page).toHaveURL('/admin/registrations');
  await page.goto(`/admin/registrations?q=${encodeURIComponent(fullName)}`);
  await expect(page.getByText('Tidak ada data sesuai filter')).toBeVisible();
  await page.goto(`/admin/registrations/${id}`);
  await expect(page.getByText('Data pendaftaran tidak ditemukan')).toBeVisible();
});
