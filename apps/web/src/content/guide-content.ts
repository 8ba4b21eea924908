/** Text and links of the how-to page (/cara-pakai). */
export const guideContent = {
  lead: 'Pelajari cara menyiapkan mesin, melayani transaksi pertama, tarik tunai, transfer, QRIS, sampai settlement harian. Baca buku panduannya atau tonton video tutorial kami.',
  quickSteps: [
    {
      title: 'Isi daya',
      text: 'Isi baterai sampai penuh sebelum mesin dipakai pertama kali.',
    },
    {
      title: 'Sambungkan',
      text: 'Pasang kartu SIM atau sambungkan ke Wi-Fi, lalu nyalakan mesin.',
    },
    {
      title: 'Masuk',
      text: 'Masuk dengan akun agen yang kami kirim melalui WhatsApp atau email.',
    },
    {
      title: 'Coba transaksi',
      text: 'Lakukan cek saldo dengan kartu Anda sendiri untuk memastikan semuanya berjalan.',
    },
  ],
  manualLead:
    'Persiapan mesin, transaksi pertama, tarik tunai, cek saldo, transfer, QRIS dan soundbox, settlement, perawatan, dan solusi masalah.',
  manualFallback: 'Di ponsel, buka atau unduh buku panduan untuk membacanya dengan nyaman.',
  videosLead: 'Tonton langkah demi langkah di kanal YouTube kami.',
  /** The four video guide cards; each links to a YouTube playlist. */
  playlists: [
    {
      title: 'PAX D210 Mini ATM',
      text: 'Tarik tunai, cek saldo, dan transfer antarbank dengan PAX D210.',
      url: 'https://www.youtube.com/playlist?list=PLtokoedc-pax-d210',
      image: '/images/products/pax-d210.svg',
    },
    {
      title: 'EDC Android',
      text: 'Penjualan kartu, QRIS, dan settlement di PAX A920 Pro, PAX A930, dan Smartpeak P1000.',
      url: 'https://www.youtube.com/playlist?list=PLtokoedc-edc-android',
      image: '/images/products/pax-a920-pro.svg',
    },
    {
      title: 'EDC Mini ATM',
      text: 'Memasangkan PAX D180 dengan ponsel dan melayani transaksi di mana saja.',
      url: 'https://www.youtube.com/playlist?list=PLtokoedc-mini-atm',
      image: '/images/products/pax-d180.svg',
    },
    {
      title: 'Soundbox',
      text: 'Menyalakan, menyambungkan, dan mengatur volume Soundbox QRIS.',
      url: 'https://www.youtube.com/playlist?list=PLtokoedc-soundbox',
      image: '/images/products/soundbox-qris.svg',
    },
  ],
  manualCover: { src: '/images/guide/manual-cover.svg', width: 300, height: 380 },
} as const;
