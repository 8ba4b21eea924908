/** Text and media of the about page (/tentang-kami). Images live under public/images/. */
export const aboutContent = {
  lead: 'Toko EDC membantu warung, toko, dan agen di seluruh Indonesia menghadirkan layanan perbankan dan pembayaran nontunai bagi warga di sekitarnya.',
  vision:
    'Menjadi teman pelengkap usaha yang menghadirkan layanan keuangan dan pembayaran digital sampai ke pelosok Indonesia.',
  mission: [
    'Menyediakan mesin EDC, mini ATM, dan soundbox QRIS yang andal dengan harga terjangkau bagi pelaku UMKM.',
    'Mendampingi setiap agen sejak pendaftaran, pelatihan, hingga mesin siap melayani pelanggan.',
    'Memperluas akses tarik tunai, transfer, dan pembayaran nontunai bagi warga yang jauh dari kantor bank dan ATM.',
    'Menjaga keamanan transaksi dan data pribadi pelanggan sesuai peraturan yang berlaku.',
  ],
  /** The three slides of the history carousel, oldest first. */
  history: [
    {
      period: '2020–2021',
      title: 'Awal perjalanan',
      text: 'Toko EDC diluncurkan untuk membantu warung dan toko menerima pembayaran kartu. Dalam dua tahun pertama, lebih dari 2.000 agen bergabung.',
      agents: '2.000+',
      image: '/images/history/2020-peluncuran.svg',
      alt: 'Toko kecil dengan kanopi biru dan para agen pertama',
    },
    {
      period: '2022',
      title: 'Hadirnya EDC Android',
      text: 'Kami menghadirkan mesin EDC Android berlayar sentuh yang lebih mudah dipakai. Jaringan kami tumbuh menjadi lebih dari 4.500 agen.',
      agents: '4.500+',
      image: '/images/history/2022-edc-android.svg',
      alt: 'Mesin EDC Android di samping grafik pertumbuhan agen',
    },
    {
      period: '2023–2024',
      title: 'Kemitraan mini ATM',
      text: 'Kerja sama dengan bank dan jaringan pembayaran membuka layanan mini ATM: tarik tunai, cek saldo, dan transfer antarbank. Kini lebih dari 7.500 agen melayani pelanggan.',
      agents: '7.500+',
      image: '/images/history/2023-kemitraan-mini-atm.svg',
      alt: 'Mini ATM di antara dua gedung bank mitra',
    },
  ],
  coverage: {
    text: 'Agen Toko EDC tersebar dari Sumatra hingga Papua, melayani warga di kota besar maupun di desa.',
    map: {
      src: '/images/about/peta-jangkauan.svg',
      width: 960,
      height: 400,
      alt: 'Peta Indonesia dengan titik kota-kota yang dilayani agen Toko EDC, dari Sumatra hingga Papua',
    },
  },
  partnersLead:
    'Bekerja sama dengan bank, jaringan kartu, dan dompet digital untuk layanan yang aman.',
  /** Partner logos (240 × 80). Replace with the logos your partners allow you to show. */
  partners: [
    { name: 'Bank Samudra', logo: '/images/partners/bank-samudra.svg' },
    { name: 'Bank Arunika', logo: '/images/partners/bank-arunika.svg' },
    { name: 'Bank Mitra Desa', logo: '/images/partners/bank-mitra-desa.svg' },
    { name: 'Bank Teluk Finansial', logo: '/images/partners/teluk-finansial.svg' },
    { name: 'Jaringan Nusa Kartu', logo: '/images/partners/nusa-kartu.svg' },
    { name: 'Jaringan Sentosa', logo: '/images/partners/jaringan-sentosa.svg' },
    { name: 'Cendana Pay', logo: '/images/partners/cendana-pay.svg' },
    { name: 'Kenari', logo: '/images/partners/kenari-dompet.svg' },
  ],
  reseller: {
    text: 'Jual kembali mesin EDC dan soundbox QRIS dengan harga khusus reseller, materi promosi siap pakai, dan dukungan penuh dari tim kami.',
  },
} as const;
