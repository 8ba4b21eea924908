import type { ErrorCode } from '../errors';

/** One Indonesian sentence per error code: the server sends it, the browser shows it. */
export const errorMessages = {
  bad_request: 'Permintaan tidak valid.',
  validation_failed: 'Data yang dikirim tidak valid. Periksa kembali isian Anda.',
  unauthenticated: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  not_authorized: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
  link_expired: 'Tautan file sudah kedaluwarsa. Muat ulang halaman untuk membuat tautan baru.',
  csrf_rejected: 'Permintaan ditolak karena alasan keamanan. Muat ulang halaman lalu coba lagi.',
  not_found: 'Data tidak ditemukan.',
  conflict: 'Data sudah berubah. Muat ulang halaman lalu coba lagi.',
  payload_too_large: 'File terlalu besar (maksimal 10MB).',
  body_too_large: 'Data yang dikirim terlalu besar.',
  unsupported_file_type: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
  unsupported_media_type: 'Format data tidak didukung.',
  too_many_login_attempts:
    'Terlalu banyak percobaan masuk. Silakan coba lagi dalam {minutes} menit.',
  too_many_registration_attempts:
    'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam {minutes} menit.',
  too_many_requests: 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  invalid_credentials: 'Email atau password salah. Silakan coba lagi.',
  invalid_order_state: 'Status pemesanan tidak valid',
  misdirected_request: 'Alamat situs ini tidak dikenal server. Buka situs dari alamat resminya.',
  request_timeout: 'Koneksi terlalu lambat sehingga data tidak terkirim. Silakan coba lagi.',
  headers_too_large: 'Permintaan terlalu besar. Hapus cookie situs ini lalu coba lagi.',
  idempotency_conflict:
    'Permintaan ini sudah pernah dikirim dengan data yang berbeda. Muat ulang halaman lalu kirim ulang.',
  service_unavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  insufficient_storage: 'Penyimpanan server sedang penuh. Coba lagi beberapa saat lagi.',
  internal_error: 'Terjadi kesalahan, silakan coba lagi',
  idempotency_key_invalid:
    'Kunci pengiriman (Idempotency-Key) tidak ada atau tidak valid. Muat ulang halaman lalu coba lagi.',
  export_too_large:
    'Data terlalu banyak untuk satu file Excel. Gunakan Export CSV, atau pilih status agar datanya lebih sedikit.',
  two_factor_setup_required:
    'Aktifkan verifikasi dua langkah di halaman Keamanan akun sebelum membuka halaman admin.',
  invalid_two_factor_code: 'Kode verifikasi salah atau sudah dipakai. Silakan coba lagi.',
  two_factor_login_expired: 'Waktu memasukkan kode sudah habis. Silakan masuk kembali.',
  two_factor_already_enabled: 'Verifikasi dua langkah sudah aktif untuk akun ini.',
  two_factor_not_enabled: 'Verifikasi dua langkah belum aktif untuk akun ini.',
  last_owner:
    'Harus selalu ada setidaknya satu Pemilik yang aktif. Jadikan staf lain Pemilik terlebih dahulu.',
  two_factor_cannot_disable:
    'Verifikasi dua langkah wajib untuk semua admin dan tidak bisa dimatikan.',
} as const satisfies Record<ErrorCode, string>;
