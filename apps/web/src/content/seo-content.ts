/**
 * Search and sharing texts of the marketing pages. Titles show in the browser tab and search
 * results; descriptions go into the prerendered HTML head (search snippets, link previews).
 */
export const pageTitles = {
  home: 'Toko EDC — Mesin EDC, Mini ATM & Soundbox QRIS',
  products: 'Produk: EDC Android, Mini ATM & Soundbox QRIS | Toko EDC',
  about: 'Tentang Kami | Toko EDC',
  guide: 'Buku Panduan & Video Cara Pakai | Toko EDC',
  privacy: 'Kebijakan Privasi | Toko EDC',
  terms: 'Syarat & Ketentuan Penjualan | Toko EDC',
  contact: 'Kontak | Toko EDC',
  buy: 'Beli Produk | Toko EDC',
  registration: 'Pendaftaran Agen | Toko EDC',
} as const;

export type MarketingPage = keyof typeof pageTitles;

export const pageDescriptions: Record<MarketingPage, string> = {
  home: 'Mesin EDC Android, mini ATM, dan soundbox QRIS untuk warung dan toko. Layani tarik tunai, transfer ke 100+ bank, pembayaran kartu, dan QRIS. Gratis ongkir.',
  products:
    'Harga PAX A920 Pro, PAX A930, PAX D210, Smartpeak P1000, PAX D180, dan Soundbox QRIS. Pesan online, bayar transfer atau QRIS, gratis ongkir.',
  about:
    'Visi, misi, dan perjalanan Toko EDC: lebih dari 7.500 agen di 200 wilayah dan 37 kota di Indonesia bersama bank dan jaringan pembayaran mitra.',
  guide:
    'Panduan memakai mesin EDC, mini ATM, dan soundbox QRIS: persiapan, transaksi pertama, tarik tunai, transfer, QRIS, dan settlement. Unduh PDF gratis.',
  privacy:
    'Data pribadi apa yang dikumpulkan Toko EDC, untuk apa, berapa lama disimpan, siapa yang dapat melihatnya, dan cara menggunakan hak Anda sesuai UU PDP.',
  terms:
    'Ketentuan harga, pembayaran, verifikasi, pengiriman, garansi, dan pengembalian produk Toko EDC.',
  buy: 'Pesan mesin EDC Android, mini ATM, dan soundbox QRIS secara online: pilih produk, isi data, bayar transfer bank atau QRIS, gratis ongkir.',
  registration:
    'Daftar sebagai agen EDC Toko EDC dalam dua tahap: isi data diri dan alamat, unggah KTP, KK, dan foto toko, lalu tim kami menghubungi Anda dalam 1x24 jam kerja.',
  contact:
    'Hubungi Toko EDC melalui WhatsApp, telepon, atau email untuk pertanyaan produk, pesanan, dan pendaftaran agen.',
};
