/**
 * The text of the user manual PDF (public/manual/panduan-toko-edc.pdf). After editing, run
 * `node apps/web/scripts/make-manual.mjs` and commit the new PDF. The contact page of the PDF
 * comes from site-config.ts.
 */
export type ManualBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'note'; title: string; text: string }
  | {
      kind: 'table';
      head: readonly [string, string];
      rows: readonly (readonly [string, string])[];
    };

export type ManualChapter = { title: string; blocks: readonly ManualBlock[] };

export const manualContent: {
  title: string;
  subtitle: string;
  edition: string;
  intro: string;
  chapters: readonly ManualChapter[];
  contactTitle: string;
  contactIntro: string;
} = {
  title: 'Buku Panduan Toko EDC',
  subtitle: 'Mesin EDC Android, Mini ATM, dan Soundbox QRIS',
  edition: 'Edisi November 2026',
  intro:
    'Panduan ini membantu Anda menyiapkan mesin, melayani transaksi pertama, dan merawat perangkat setiap hari. Menu di layar dapat sedikit berbeda antar model; ikuti nama menu yang paling mirip di mesin Anda.',
  chapters: [
    {
      title: 'Mengenal perangkat Anda',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'EDC Android (PAX A920 Pro, PAX A930, Smartpeak P1000): layar sentuh, printer struk, menerima kartu chip, gesek, dan tempel (contactless), serta QRIS.',
            'Mini ATM (PAX D210): tombol angka dan printer struk untuk tarik tunai, cek saldo, dan transfer antarbank.',
            'Mini ATM saku (PAX D180): tersambung ke ponsel lewat Bluetooth; struk dikirim secara digital dari aplikasi.',
            'Soundbox QRIS: pengeras suara yang mengumumkan setiap pembayaran QRIS yang masuk.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Isi kotak: mesin, pengisi daya dan kabel, gulungan kertas struk (untuk mesin berprinter), kartu garansi, dan kartu berisi ID agen. Periksa kelengkapannya saat paket dibuka dan rekam videonya.',
        },
      ],
    },
    {
      title: 'Menyiapkan mesin EDC',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Isi daya baterai sampai penuh (sekitar 3 jam) sebelum pemakaian pertama. Gunakan pengisi daya bawaan.',
            'Pasang kartu SIM data di slot SIM (di bawah penutup baterai), atau sambungkan ke Wi-Fi melalui menu Pengaturan > Wi-Fi.',
            'Pasang kertas struk: buka penutup printer, masukkan gulungan dengan sisi yang mengilap menghadap ke luar, tarik ujung kertas sedikit, lalu tutup sampai berbunyi klik.',
            'Tekan tombol daya selama 3 detik untuk menyalakan mesin.',
            'Buka aplikasi Toko EDC, lalu masuk dengan ID agen dan PIN sementara yang kami kirim. Ganti PIN saat diminta.',
            'Pastikan tanggal dan jam sudah benar. Jika muncul pemberitahuan pembaruan aplikasi, pasang pembaruannya.',
            'Lakukan cek saldo dengan kartu Anda sendiri untuk memastikan mesin siap melayani pelanggan.',
          ],
        },
        {
          kind: 'note',
          title: 'Jaga kerahasiaan PIN',
          text: 'PIN agen hanya untuk Anda. Tim Toko EDC tidak pernah meminta PIN, kode OTP, atau kata sandi Anda, baik lewat telepon, WhatsApp, maupun kunjungan.',
        },
      ],
    },
    {
      title: 'Transaksi pertama: penjualan dengan kartu',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Pilih menu Penjualan (Sale).',
            'Masukkan nominal belanja, lalu tekan Lanjut.',
            'Minta pelanggan mencolokkan kartu chip (chip menghadap ke atas), menempelkan kartu contactless di atas layar, atau menggesek kartu bergaris magnetik.',
            'Pelanggan memasukkan PIN sendiri. Berikan mesin kepada pelanggan dan jangan melihat saat PIN diketik.',
            'Tunggu sampai layar menampilkan Transaksi Berhasil. Struk untuk Anda dan untuk pelanggan tercetak otomatis.',
            'Serahkan struk pelanggan dan kembalikan kartunya.',
          ],
        },
        {
          kind: 'note',
          title: 'Data kartu pelanggan',
          text: 'Jangan pernah mencatat, memotret, atau menyimpan nomor kartu dan PIN pelanggan.',
        },
      ],
    },
    {
      title: 'Tarik tunai dengan mini ATM',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Pilih menu Tarik Tunai.',
            'Pelanggan mencolokkan atau menggesek kartu debitnya.',
            'Masukkan nominal sesuai permintaan pelanggan. Pastikan uang tunai di laci Anda cukup.',
            'Pelanggan memasukkan PIN.',
            'Tunggu sampai struk BERHASIL tercetak, lalu serahkan uang tunai sesuai nominal di struk.',
            'Serahkan struk pelanggan dan kembalikan kartunya.',
          ],
        },
        {
          kind: 'note',
          title: 'Penting',
          text: 'Serahkan uang hanya setelah struk berhasil tercetak. Jika transaksi gagal atau waktu habis, jangan langsung mengulang: periksa dulu menu Riwayat. Saldo pelanggan yang terlanjur terpotong dikembalikan otomatis oleh bank penerbit kartu.',
        },
        {
          kind: 'paragraph',
          text: 'Batas nominal dan biaya administrasi mengikuti ketentuan bank penerbit kartu dan tampil di layar sebelum transaksi dikonfirmasi.',
        },
      ],
    },
    {
      title: 'Cek saldo',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Pilih menu Cek Saldo.',
            'Pelanggan mencolokkan kartu dan memasukkan PIN.',
            'Saldo tampil di layar dan tercetak di struk. Sampaikan hanya kepada pemilik kartu.',
          ],
        },
      ],
    },
    {
      title: 'Transfer antarbank',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Pilih menu Transfer, lalu pilih bank tujuan dari daftar (lebih dari 100 bank).',
            'Masukkan nomor rekening tujuan dan nominal transfer.',
            'Pelanggan mencolokkan kartu dan memasukkan PIN.',
            'Layar menampilkan nama pemilik rekening tujuan. Minta pelanggan memastikan nama itu benar sebelum menekan Konfirmasi.',
            'Struk tercetak sebagai bukti transfer. Serahkan kepada pelanggan.',
          ],
        },
      ],
    },
    {
      title: 'QRIS dan soundbox',
      blocks: [
        {
          kind: 'paragraph',
          text: 'QRIS di mesin EDC: pilih menu QRIS, masukkan nominal, lalu tunjukkan kode QR di layar. Pelanggan memindainya dengan dompet digital atau aplikasi mobile banking apa pun. Layar menampilkan Pembayaran Diterima setelah dana masuk.',
        },
        {
          kind: 'steps',
          items: [
            'Isi daya soundbox, lalu tekan tombol daya sampai terdengar suara sambutan.',
            'Soundbox 4G langsung tersambung dengan SIM bawaannya. Untuk soundbox Wi-Fi, ikuti petunjuk di aplikasi Toko EDC pada menu Perangkat > Tambah Soundbox.',
            'Pajang standee QRIS di dekat kasir agar mudah dipindai pelanggan.',
            'Setiap pembayaran masuk, soundbox mengumumkan nominalnya, misalnya “Pembayaran QRIS diterima, lima puluh ribu rupiah”.',
            'Atur volume dengan tombol + dan -. Tekan tombol ulang untuk mendengar transaksi terakhir.',
          ],
        },
        {
          kind: 'note',
          title: 'Hindari penipuan',
          text: 'Jangan menerima tangkapan layar sebagai bukti pembayaran. Tunggu suara soundbox atau notifikasi di aplikasi Toko EDC sebelum menyerahkan barang.',
        },
      ],
    },
    {
      title: 'Settlement: menutup transaksi harian',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Settlement mengirim semua transaksi kartu hari itu ke bank agar dananya dicairkan ke rekening Anda.',
        },
        {
          kind: 'steps',
          items: [
            'Di akhir hari, buka menu Settlement.',
            'Periksa ringkasan jumlah dan total transaksi.',
            'Tekan Proses. Struk laporan settlement tercetak; simpan sebagai arsip.',
            'Dana masuk ke rekening terdaftar sesuai jadwal bank mitra, umumnya pada hari kerja berikutnya.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lakukan settlement setiap hari agar pencairan tidak tertunda. Pembayaran QRIS tidak memerlukan settlement; dananya masuk sesuai jadwal penyelenggara QRIS.',
        },
      ],
    },
    {
      title: 'Perawatan dan mengatasi masalah',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Jauhkan mesin dari air, panas, dan sinar matahari langsung. Bersihkan dengan kain kering yang lembut.',
            'Gunakan pengisi daya bawaan dan jangan membuka casing mesin sendiri.',
            'Simpan kertas struk cadangan di tempat sejuk dan kering; kertas termal memudar jika terkena panas.',
            'Pasang pembaruan aplikasi yang muncul agar fitur keamanan selalu terbaru.',
          ],
        },
        {
          kind: 'table',
          head: ['Masalah', 'Yang perlu dilakukan'],
          rows: [
            [
              'Struk keluar kosong',
              'Gulungan kertas terbalik. Pasang ulang dengan sisi mengilap menghadap ke luar.',
            ],
            [
              'Tidak ada koneksi',
              'Periksa sinyal dan kuota data SIM atau sambungan Wi-Fi, lalu nyalakan ulang mesin.',
            ],
            [
              'Kartu tidak terbaca',
              'Bersihkan chip kartu, colok ulang dengan chip menghadap ke atas, atau coba gesek.',
            ],
            [
              'Baterai cepat habis',
              'Kurangi kecerahan layar dan matikan mesin saat tidak dipakai. Hubungi kami jika baterai menggembung.',
            ],
            [
              'Soundbox tidak bersuara',
              'Periksa volume dan koneksi, lalu matikan dan nyalakan kembali soundbox.',
            ],
            [
              'Transaksi gagal, saldo terpotong',
              'Jangan mengulang transaksi. Periksa menu Riwayat, lalu kirim foto struk kepada kami.',
            ],
            [
              'Lupa PIN agen',
              'Hubungi kami untuk mengatur ulang PIN setelah identitas Anda kami pastikan.',
            ],
          ],
        },
      ],
    },
  ],
  contactTitle: 'Butuh bantuan?',
  contactIntro:
    'Tim dukungan Toko EDC siap membantu pemasangan, transaksi, dan klaim garansi. Sebutkan ID agen atau nomor pesanan Anda saat menghubungi kami.',
};
