// Funnel 2, a buyer's whole order: /beli-produk, a product into the cart, the cart, the buyer
// form, the confirm page, the proof (a camera photo), "Kirim Pesanan", until the success page.
// "Kirim Pesanan" is tapped right after the photo is picked, without waiting for "Terunggah".
import { pickFile } from './pick-file.mjs';
import { tapUntilMoved } from './tap-until-moved.mjs';
import { whenHydrated } from './when-hydrated.mjs';

/** Runs the funnel on `page` from `base`; as signUpFunnel. */
export async function orderFunnel(page, { base, files, since, mark, onTap }) {
  await page.goto(`${base}/beli-produk`);
  const add = page.getByRole('button', { name: 'Tambah ke Keranjang' }).first();
  await whenHydrated(page, add);
  mark('catalogue');
  await add.click();
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();

  await page.getByLabel('Nama Lengkap').fill('Siti Rahayu');
  mark('buyer form');
  await page.getByLabel('Nomor Telepon').fill('0812-3456-7890');
  await page.getByLabel('Email').fill('siti@contoh.co.id');
  await page.getByLabel('Alamat Pengiriman').fill('Jl. Merdeka No. 10, Bandung');
  const next = page.getByRole('button', { name: 'Lanjut ke Pembayaran' });
  const buyer = await tapUntilMoved(page, {
    since,
    tap: async () => {
      mark('tap Lanjut ke Pembayaran');
      await next.click();
    },
    movedOn: { path: '/beli-produk/confirm' },
    idle: { label: 'Lanjut ke Pembayaran' },
  });

  await pickFile(page, 'payment-proof', files.proof.path);
  mark('picked proof');
  const send = page.getByRole('button', { name: /^Kirim Pesanan$|Menunggu|Mengirim/ });
  const sent = await tapUntilMoved(page, {
    since,
    tap: async () => {
      onTap();
      mark('tap Kirim Pesanan');
      await send.click();
    },
    movedOn: { selector: '[data-testid="order-number"]' },
    idle: { label: 'Kirim Pesanan' },
  });
  mark('success page');
  return { lost: [...buyer.lost, ...sent.lost], successAt: sent.movedAt };
}
