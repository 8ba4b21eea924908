export const commonMessages = {
  'common.genericError': 'Terjadi kesalahan, silakan coba lagi',
  'common.loading': 'Memuat...',
  'common.loadingData': 'Memuat data...',
  'common.back': 'Kembali',
  'common.notFoundTitle': 'Oops! Page not found',
  'common.notFoundHome': 'Kembali ke Beranda',
  'common.loadFailedWithReason': 'Gagal memuat data: {message}',
  /** Under an error the server answered: its request id, for the buyer to quote to the shop. */
  'common.requestCode': 'Kode: {id}',
  'common.networkError': 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  'common.invalidResponse':
    'Jawaban server tidak dikenali. Muat ulang halaman atau coba lagi nanti.',
} as const;
