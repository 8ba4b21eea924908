/** Shop, cart, checkout and order-status texts (SPEC §2, §5, §8). */
export const checkoutMessages = {
  'checkout.buyer.nameRequired': 'Nama wajib diisi',
  'checkout.buyer.phoneRequired': 'Nomor telepon wajib diisi',
  'checkout.buyer.phoneInvalid': 'Nomor telepon tidak valid',
  'checkout.buyer.emailRequired': 'Email wajib diisi',
  'checkout.buyer.emailInvalid': 'Email tidak valid',
  'checkout.buyer.addressRequired': 'Alamat pengiriman wajib diisi',
  'checkout.buyer.referralInvalid': 'Format kode referral tidak valid.',
  'checkout.items.empty': 'Keranjang Anda Kosong',
  'checkout.items.duplicate': 'Setiap produk hanya boleh muncul sekali',
  'checkout.payment.choose': 'Pilih metode pembayaran',
  'checkout.payment.qrisOverLimit':
    'QRIS hanya bisa dipakai untuk total sampai Rp 10.000.000. Silakan pilih transfer bank.',
  'checkout.proof.required': 'Bukti pembayaran wajib diunggah.',
  'checkout.proof.type': 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
  'checkout.proof.size': 'File terlalu besar (maksimal 10MB).',
  'checkout.status.notFound': 'Pesanan tidak ditemukan. Periksa nomor pesanan dan nomor telepon.',
} as const;
