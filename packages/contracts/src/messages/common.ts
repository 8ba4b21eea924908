export const commonMessages = {
  'common.genericError': 'Terjadi kesalahan, silakan coba lagi',
  'common.loading': 'Memuat...',
  'common.loadingData': 'Memuat data...',
  'common.back': 'Kembali',
  'common.notFoundTitle': 'Oops! Page not found',
  'common.notFoundHome': 'Kembali ke Beranda',
  'common.loadFailedWithReason': 'Gagal memuat data: {message}',
  'common.networkError': 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  'common.invalidResponse':
    'Jawaban server tidak dikenali. Muat ulang halaman atau coba lagi nanti.',
} as const;
