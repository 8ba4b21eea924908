/** The first screen of the home page (/): kept apart so it loads before the rest. */
export const homeHeroContent = {
  eyebrow: 'Mesin EDC · Mini ATM · Soundbox QRIS',
  lead: 'Layani tarik tunai, transfer, cek saldo, pembayaran kartu, dan QRIS langsung dari warung atau toko Anda. Pelanggan makin ramai, penghasilan bertambah.',
  highlights: [
    'Gratis ongkos kirim ke seluruh Indonesia',
    'Garansi resmi 12 bulan',
    'Didampingi sampai mesin siap dipakai',
  ],
  image: { src: '/images/hero/hero-edc.svg', width: 560, height: 440 },
} as const;
