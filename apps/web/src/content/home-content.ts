import type { ProductId } from '@toko/contracts';

/**
 * Text and media of the home page (/) below the first screen (the hero is in
 * home-hero-content.ts). Images live under public/images/.
 */
export const homeContent = {
  featuresLead: 'Lima layanan yang membuat pelanggan datang lagi ke toko Anda.',
  /** The five slides of the feature carousel, in order. */
  features: [
    {
      title: 'Tarik Tunai ATM',
      text: 'Pelanggan menarik uang tunai dengan kartu debit dari berbagai bank, langsung di toko Anda. Setiap transaksi memberi Anda komisi.',
      image: '/images/features/tarik-tunai.svg',
      alt: 'Mini ATM mengeluarkan struk tarik tunai di samping lembaran uang',
    },
    {
      title: 'Cek Saldo',
      text: 'Pelanggan memeriksa saldo rekening cukup dengan kartu ATM dan PIN, tanpa perlu mencari mesin ATM yang jauh.',
      image: '/images/features/cek-saldo.svg',
      alt: 'Layar mesin EDC menampilkan saldo rekening di samping kartu debit',
    },
    {
      title: 'Transfer ke 100+ Bank',
      text: 'Kirim uang ke lebih dari 100 bank di Indonesia. Nama penerima tampil sebelum transaksi dikonfirmasi, sehingga lebih aman.',
      image: '/images/features/transfer-antarbank.svg',
      alt: 'Dua gedung bank dengan panah transfer di antaranya',
    },
    {
      title: 'Penjualan dengan Kartu',
      text: 'Terima pembayaran kartu debit dan kredit: dicolok (chip), digesek, atau ditempel (contactless). Struk tercetak otomatis.',
      image: '/images/features/penjualan-kartu.svg',
      alt: 'Kartu ditempelkan ke mesin EDC Android yang menampilkan tanda berhasil',
    },
    {
      title: 'Pembayaran QRIS',
      text: 'Terima pembayaran dari semua dompet digital dan mobile banking lewat satu kode QRIS. Soundbox mengumumkan setiap dana yang masuk.',
      image: '/images/features/qris-ewallet.svg',
      alt: 'Ponsel memindai kode QRIS pada standee di kasir',
    },
  ],
  reviewsLead: 'Dengarkan langsung pengalaman pemilik usaha yang sudah memakai mesin Toko EDC.',
  /**
   * The six video reviews. `videoId` is the 11-character id of a YouTube video
   * (youtube.com/watch?v=<id>); the player loads from youtube-nocookie.com only after a click.
   * Replace the ids with the seller's own videos.
   */
  reviews: [
    {
      videoId: 'TokoEDCul01',
      title: 'Warung jadi tempat tarik tunai warga',
      merchant: 'Ibu Sari · Warung sembako, Bekasi',
      thumbnail: '/images/videos/ulasan-warung-sembako.svg',
    },
    {
      videoId: 'TokoEDCul02',
      title: 'Omzet naik sejak terima kartu',
      merchant: 'Pak Budi · Toko kelontong, Semarang',
      thumbnail: '/images/videos/ulasan-toko-kelontong.svg',
    },
    {
      videoId: 'TokoEDCul03',
      title: 'Jadi agen layanan keuangan di desa',
      merchant: 'Ibu Rina · Agen, Garut',
      thumbnail: '/images/videos/ulasan-agen-bank.svg',
    },
    {
      videoId: 'TokoEDCul04',
      title: 'QRIS tanpa repot cek mutasi',
      merchant: 'Mas Dimas · Kedai kopi, Yogyakarta',
      thumbnail: '/images/videos/ulasan-kedai-kopi.svg',
    },
    {
      videoId: 'TokoEDCul05',
      title: 'Bayar obat pakai kartu, pelanggan senang',
      merchant: 'Ibu Lestari · Apotek, Makassar',
      thumbnail: '/images/videos/ulasan-apotek.svg',
    },
    {
      videoId: 'TokoEDCul06',
      title: 'Soundbox bikin transaksi lebih cepat',
      merchant: 'Pak Andi · Konter pulsa, Medan',
      thumbnail: '/images/videos/ulasan-toko-pulsa.svg',
    },
  ],
  catalogueLead:
    'Mesin EDC Android, mini ATM, dan soundbox QRIS, siap dikirim ke seluruh Indonesia.',
  /** Products shown in the catalogue preview, in this order. */
  featuredProductIds: ['pax-d210', 'pax-a920-pro', 'soundbox-qris'] satisfies readonly ProductId[],
  app: {
    text: 'Pantau transaksi dan komisi, lihat laporan settlement harian, pesan kertas struk, dan hubungi tim dukungan langsung dari ponsel Anda.',
    points: [
      'Riwayat transaksi real-time',
      'Laporan komisi harian',
      'Bantuan langsung dari tim kami',
    ],
    image: { src: '/images/app/app-toko-edc.svg', width: 320, height: 400 },
  },
} as const;
