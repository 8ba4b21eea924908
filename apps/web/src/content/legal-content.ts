import { siteConfig } from './site-config';

/** A numbered section: paragraphs, then a bulleted list, then closing paragraphs. */
export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  closing?: readonly string[];
};

export type LegalDocument = {
  updatedAt: string;
  intro: string;
  sections: readonly LegalSection[];
};

const { shopName, email, phoneDisplay, officeAddress, businessHours } = siteConfig;

const contactLines = [
  `Email: ${email}`,
  `WhatsApp/telepon: ${phoneDisplay} (${businessHours})`,
  `Alamat: ${officeAddress}`,
];

/**
 * Privacy notice under Law 27/2022 on Personal Data Protection (UU PDP). Retention periods and
 * processors are the seller's decisions: review them with the person responsible for data
 * protection before publishing changes.
 */
export const privacyNotice: LegalDocument = {
  updatedAt: '21 November 2026',
  intro: `${shopName} (“kami”) menghormati privasi Anda. Pemberitahuan ini menjelaskan data pribadi apa yang kami kumpulkan melalui situs ini, untuk apa, atas dasar apa, berapa lama kami menyimpannya, siapa yang dapat melihatnya, dan bagaimana Anda dapat menggunakan hak Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).`,
  sections: [
    {
      heading: 'Siapa pengendali data Anda',
      paragraphs: [
        `${shopName} adalah pengendali data pribadi yang Anda kirimkan melalui situs ini. Anda dapat menghubungi kami untuk semua hal tentang data pribadi melalui kontak di bagian akhir halaman ini.`,
      ],
    },
    {
      heading: 'Data yang kami kumpulkan',
      paragraphs: ['Saat Anda memesan produk, kami menerima:'],
      items: [
        'nama, nomor telepon, email, alamat pengiriman, catatan pesanan, dan kode referral (jika diisi);',
        'bukti pembayaran berupa foto atau berkas PDF, serta metode pembayaran yang Anda pilih.',
      ],
    },
    {
      heading: 'Data pendaftaran agen',
      paragraphs: ['Saat Anda mendaftar sebagai agen, kami menerima:'],
      items: [
        'nama lengkap dan nama panggilan, email, nomor telepon utama dan alternatif;',
        'alamat lengkap beserta provinsi, kabupaten/kota, kecamatan, desa/kelurahan, dan kode pos;',
        'Nomor Induk Kependudukan (NIK), foto KTP, foto Kartu Keluarga, dan swafoto dengan KTP;',
        'NPWP dan surat keterangan rekening bank (jika Anda unggah);',
        'informasi rekening bank: nama bank, nama pemilik, dan nomor rekening (jika diisi);',
        'tanda tangan digital;',
        'nama toko, alamat yang dicetak di struk, foto toko bagian luar dan dalam, titik lokasi peta (jika diisi), serta nama dan nomor telepon penjaga toko;',
        'dari mana Anda mengetahui kami.',
      ],
    },
    {
      heading: 'Data teknis',
      paragraphs: [
        'Server kami mencatat alamat IP dan waktu akses untuk keamanan, misalnya untuk membatasi percobaan pendaftaran atau login yang berlebihan. Situs ini tidak memakai cookie iklan atau pelacak. Isi keranjang dan draf formulir pendaftaran disimpan di perangkat Anda sendiri (penyimpanan peramban), bukan di server kami, sampai Anda mengirimkannya. Video ulasan baru dimuat dari youtube-nocookie.com setelah Anda menekan tombol putar; sejak saat itu kebijakan privasi YouTube berlaku untuk video tersebut.',
      ],
    },
    {
      heading: 'Untuk apa data Anda dipakai',
      items: [
        'memproses pesanan, memverifikasi pembayaran, mengirim produk, dan menghubungi Anda tentang pesanan;',
        'memverifikasi identitas dan kelayakan calon agen, mengajukan aktivasi mesin EDC kepada bank atau jaringan pembayaran mitra, serta membayar komisi;',
        'memberi dukungan teknis dan menjawab pertanyaan Anda;',
        'menjaga keamanan situs dan mencegah penipuan atau penyalahgunaan identitas;',
        'memenuhi kewajiban hukum, misalnya pencatatan transaksi dan perpajakan.',
      ],
    },
    {
      heading: 'Dasar pemrosesan',
      paragraphs: [
        'Kami memproses data Anda berdasarkan pelaksanaan perjanjian (pesanan atau pendaftaran yang Anda ajukan), persetujuan Anda (yang Anda berikan saat mengirim formulir dan dapat Anda tarik kembali), pemenuhan kewajiban hukum, serta kepentingan yang sah untuk menjaga keamanan layanan. Data keuangan pribadi seperti nomor rekening termasuk data pribadi yang bersifat spesifik menurut UU PDP, sehingga kami memberinya perlindungan tambahan.',
      ],
    },
    {
      heading: 'Berapa lama data disimpan',
      items: [
        'Data pesanan dan bukti pembayaran: 10 tahun sejak transaksi, sesuai kewajiban pencatatan dokumen perusahaan dan perpajakan.',
        'Data dan dokumen agen: selama Anda menjadi agen, ditambah 5 tahun setelah kemitraan berakhir.',
        'Pendaftaran yang ditolak atau dibatalkan: dimusnahkan paling lambat 6 bulan setelah keputusan.',
        'Catatan akses server: 90 hari.',
      ],
      closing: [
        'Setelah jangka waktu tersebut berakhir, data dan berkasnya dimusnahkan atau dianonimkan.',
      ],
    },
    {
      heading: 'Siapa yang dapat melihat data Anda',
      items: [
        `Admin ${shopName} yang bertugas memproses pesanan dan pendaftaran. Mereka masuk dengan akun pribadi, dan setiap perubahan data serta pembukaan dokumen tercatat.`,
        'Penyedia hosting, basis data, dan penyimpanan berkas yang menjalankan situs ini, sebagai pemroses data yang terikat perjanjian dan hanya bertindak atas perintah kami.',
        'Bank atau jaringan pembayaran mitra, sebatas data yang diperlukan untuk mengaktifkan mesin EDC atau layanan mini ATM Anda.',
        'Jasa pengiriman, sebatas nama, nomor telepon, dan alamat pengiriman.',
        'Instansi berwenang, jika diwajibkan oleh peraturan perundang-undangan.',
      ],
      closing: ['Kami tidak menjual atau menyewakan data pribadi Anda kepada siapa pun.'],
    },
    {
      heading: 'Bagaimana kami menjaga data Anda',
      paragraphs: [
        'Data dikirim melalui koneksi terenkripsi (HTTPS). Dokumen seperti KTP dan bukti pembayaran disimpan di penyimpanan privat yang tidak dapat diakses publik; admin hanya membukanya lewat tautan sementara yang kedaluwarsa dalam 5 menit. Kata sandi admin disimpan dalam bentuk hash, sesi admin berakhir otomatis, dan akses dibatasi hanya untuk admin. Jika terjadi kegagalan pelindungan data pribadi, kami akan memberi tahu Anda dan lembaga yang berwenang paling lambat 3 x 24 jam, sesuai UU PDP.',
      ],
    },
    {
      heading: 'Hak Anda',
      items: [
        'mendapat informasi tentang pemrosesan data Anda;',
        'mengakses dan memperoleh salinan data pribadi Anda;',
        'memperbaiki data yang salah atau tidak lengkap;',
        'meminta penghapusan atau pemusnahan data, kecuali yang wajib kami simpan menurut hukum;',
        'menarik kembali persetujuan, serta meminta penundaan atau pembatasan pemrosesan;',
        'mengajukan keberatan dan menggugat pelanggaran pemrosesan data pribadi.',
      ],
    },
    {
      heading: 'Cara mengajukan permintaan',
      paragraphs: [
        `Kirim permintaan Anda ke ${email} atau WhatsApp ${phoneDisplay} dengan judul “Permintaan Data Pribadi”, sebutkan nama, nomor telepon atau email yang Anda pakai, nomor pesanan atau kode pendaftaran jika ada, dan apa yang Anda minta. Demi keamanan, kami akan memastikan identitas Anda sebelum memproses permintaan. Kami menanggapi permintaan akses, perbaikan, dan penarikan persetujuan paling lambat 3 x 24 jam sejak identitas Anda terverifikasi. Pemrosesan permintaan ini tidak dipungut biaya.`,
      ],
    },
    {
      heading: 'Perubahan pemberitahuan ini',
      paragraphs: [
        'Kami dapat memperbarui pemberitahuan ini jika layanan atau peraturan berubah. Tanggal pembaruan terakhir tercantum di bagian atas halaman. Perubahan penting juga kami sampaikan kepada agen melalui WhatsApp atau email.',
      ],
    },
    {
      heading: 'Hubungi kami',
      items: contactLines,
    },
  ],
};

/** Short terms of sale. Warranty, return and shipping periods are the seller's decisions. */
export const termsOfSale: LegalDocument = {
  updatedAt: '21 November 2026',
  intro: `Syarat ini berlaku untuk setiap pembelian produk melalui situs ${shopName}. Dengan mengirim pesanan, Anda menyetujui syarat berikut.`,
  sections: [
    {
      heading: 'Harga',
      paragraphs: [
        'Semua harga tercantum dalam rupiah, sudah termasuk pajak yang berlaku dan ongkos kirim ke seluruh Indonesia (ongkir Rp 0). Harga yang berlaku adalah harga pada saat pesanan dikirim; total pesanan dihitung oleh sistem kami.',
      ],
    },
    {
      heading: 'Pemesanan',
      paragraphs: [
        'Pesanan dapat dibuat tanpa akun. Setelah pesanan terkirim, Anda mendapat nomor pesanan. Pastikan nama, nomor telepon, email, dan alamat pengiriman sudah benar, karena data tersebut kami pakai untuk menghubungi Anda dan mengirim produk.',
      ],
    },
    {
      heading: 'Pembayaran',
      items: [
        'Pembayaran melalui transfer bank ke rekening yang tertera di halaman konfirmasi, atau melalui QRIS.',
        'Bayar sesuai total pesanan, lalu unggah bukti pembayaran (JPG, PNG, atau PDF, maksimal 10 MB).',
        `${shopName} tidak pernah meminta pembayaran ke rekening pribadi atau melalui tautan lain. Jika ragu, hubungi kami terlebih dahulu.`,
      ],
    },
    {
      heading: 'Verifikasi',
      paragraphs: [
        'Tim kami memeriksa pembayaran dan menghubungi Anda paling lambat 1 x 24 jam setelah pesanan diterima. Jika pembayaran tidak dapat kami temukan atau tidak sesuai, kami akan menghubungi Anda sebelum pesanan diproses lebih lanjut.',
      ],
    },
    {
      heading: 'Pengiriman',
      paragraphs: [
        'Produk dikirim melalui jasa ekspedisi setelah pembayaran terverifikasi. Perkiraan waktu tiba 2–7 hari kerja, tergantung wilayah. Nomor resi kami kirim melalui WhatsApp atau email. Mohon rekam video saat membuka paket sebagai bukti jika ada kerusakan atau kekurangan.',
      ],
    },
    {
      heading: 'Garansi',
      paragraphs: [
        'Mesin EDC, mini ATM, dan soundbox bergaransi 12 bulan sejak diterima untuk kerusakan pabrik. Garansi tidak berlaku untuk kerusakan karena jatuh, terkena air, tegangan listrik tidak sesuai, atau perbaikan oleh pihak lain. Ajukan klaim garansi melalui kontak kami dengan menyebutkan nomor pesanan dan nomor seri perangkat.',
      ],
    },
    {
      heading: 'Pengembalian',
      paragraphs: [
        'Jika produk yang diterima rusak, tidak berfungsi, atau tidak sesuai pesanan, laporkan kepada kami paling lambat 7 hari setelah diterima, disertai video pembukaan paket. Produk dikembalikan lengkap dengan kemasan dan aksesorinya; kami mengganti produk atau mengembalikan dana penuh, dan ongkos kirim pengembalian kami tanggung. Pesanan yang belum dikirim dapat dibatalkan dan dananya dikembalikan penuh paling lambat 7 hari kerja.',
      ],
    },
    {
      heading: 'Layanan transaksi',
      paragraphs: [
        'Layanan mini ATM, transfer, dan penerimaan kartu memerlukan pendaftaran agen dan persetujuan bank atau jaringan pembayaran mitra. Biaya transaksi dan komisi mengikuti ketentuan mitra yang berlaku dan kami sampaikan saat aktivasi.',
      ],
    },
    {
      heading: 'Hukum yang berlaku',
      paragraphs: [
        'Syarat ini tunduk pada hukum Republik Indonesia. Setiap perselisihan kami selesaikan terlebih dahulu secara musyawarah.',
      ],
    },
    {
      heading: 'Hubungi kami',
      items: contactLines,
    },
  ],
};
