// Funnel 1, an agent's whole sign-up, filled as a person fills it: the account type, then step 1
// in the form's own order (identity, address, the documents picked one after the other, the bank,
// where they heard of us, the signature), "Selanjutnya", step 2 with the two store photos and its
// fields, "Kirim Pendaftaran", "Setuju", until "Pendaftaran Diterima". Each submit is tapped the
// moment the form looks complete, without waiting for a photo to be shrunk or "Terunggah".
import { newAgent } from './new-agent.mjs';
import { pickFile } from './pick-file.mjs';
import { tapUntilMoved } from './tap-until-moved.mjs';
import { whenHydrated } from './when-hydrated.mjs';

async function chooseRegion(page, label, typed, option) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function drawSignature(page) {
  await page.getByRole('button', { name: 'Hapus Tanda Tangan' }).waitFor();
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25));
  }
  await page.mouse.up();
}

/**
 * Runs the funnel on `page` from `base`; `mark(name)` is told each step, `onTap()` each submit.
 * The lost taps and when the success page showed.
 */
export async function signUpFunnel(page, { base, files, since, mark, onTap }) {
  const agent = newAgent();
  await page.goto(`${base}/pendaftaran`);
  const choice = page.getByRole('button', { name: /Perorangan/ });
  await whenHydrated(page, choice);
  mark('account type');
  await choice.click();

  await page.getByLabel('Nama Lengkap').fill('Budi Santoso');
  mark('step 1 form');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Nomor Telepon', { exact: true }).fill(agent.phone);
  await page.getByLabel('Nomor KTP (NIK)').fill(agent.nik);
  await page.getByLabel('Alamat Lengkap').fill('Jl. Braga No. 10, RT 01/RW 02');
  await chooseRegion(page, 'Provinsi', 'jawa bar', 'Jawa Barat');
  await chooseRegion(page, 'Kabupaten/Kota', 'kota band', 'Kota Bandung');
  await chooseRegion(page, 'Kecamatan', 'andi', 'Andir');
  await chooseRegion(page, 'Desa/Kelurahan', 'cir', 'Ciroyom');
  await page.getByLabel('Kode Pos').fill('40181');
  mark('address done');
  for (const field of ['ktp', 'kk', 'selfieKtp', 'npwp', 'bankCert']) {
    await pickFile(page, `registration-${field}`, files[field].path);
    mark(`picked ${field}`);
  }
  await page.getByLabel('Nama Bank').selectOption('BCA');
  await page.getByLabel('Nama Pemilik Rekening').fill('Budi Santoso');
  await page.getByLabel('Nomor Rekening').fill('1234567890');
  await page.getByRole('checkbox', { name: 'Media Sosial' }).check();
  await drawSignature(page);
  mark('signed');

  const next = page.getByRole('button', { name: 'Selanjutnya' });
  const step1 = await tapUntilMoved(page, {
    since,
    tap: async () => {
      onTap();
      mark('tap Selanjutnya');
      await next.click();
    },
    movedOn: { path: '/pendaftaran/step-2' },
    idle: { label: 'Selanjutnya' },
  });

  await page.getByLabel('Nama Toko').fill('Toko Berkah Jaya');
  mark('step 2 form');
  for (const field of ['storePhotoOut', 'storePhotoIn']) {
    await pickFile(page, `registration-${field}`, files[field].path);
    mark(`picked ${field}`);
  }
  await page.getByLabel('Alamat yang Tercetak di Struk').fill('Jl. Braga 10 Bandung');
  await page.getByLabel('Nama Penjaga Toko').fill('Asep');
  await page.getByLabel('Nomor Telepon Penjaga Toko').fill('081312345678');

  // Its label changes while it waits for the uploads ("Menunggu unggahan selesai…").
  const send = page.locator('form button[type="submit"]');
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Pendaftaran' });
  const idleSend = { label: 'Kirim Pendaftaran', noDialog: true };
  const tapSend = async () => {
    mark('tap Kirim Pendaftaran');
    await send.click();
  };
  const opened = await tapUntilMoved(page, {
    since,
    tap: tapSend,
    movedOn: { selector: '[role="dialog"]', text: 'Konfirmasi Pendaftaran' },
    idle: idleSend,
  });
  const agreed = await tapUntilMoved(page, {
    since,
    tap: async () => {
      // After a lost tap the dialog is closed: "Kirim Pendaftaran" opens it again.
      if (!(await dialog.isVisible())) {
        await tapSend();
        await dialog.waitFor();
      }
      onTap();
      mark('tap Setuju');
      await dialog.getByRole('button', { name: 'Setuju' }).click();
    },
    movedOn: { selector: 'h1', text: 'Pendaftaran Diterima' },
    idle: idleSend,
  });
  mark('success page');
  return {
    lost: [...step1.lost, ...opened.lost, ...agreed.lost],
    successAt: agreed.movedAt,
  };
}
