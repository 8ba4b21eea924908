/**
 * The document correction (issue 45): the admin's "Minta Dokumen Ulang" dialog, the detail's
 * link, and the applicant's "Perbaikan Dokumen" page.
 */
export const registrationCorrectionMessages = {
  'correction.reason.blurry': 'Foto buram atau tidak terbaca',
  'correction.reason.expired': 'Dokumen kedaluwarsa',
  'correction.reason.mismatch': 'Data tidak sesuai',
  'correction.reason.other': 'Lainnya',
  'correction.reason.otherNoteRequired': 'Tuliskan alasannya',
  'correction.documents.required': 'Pilih minimal satu dokumen',
  'correction.documents.duplicate': 'Setiap dokumen hanya boleh dipilih sekali',
  'correction.request.action': 'Minta ulang',
  'correction.request.actionLabel': 'Minta ulang {document}',
  'correction.request.title': 'Minta Dokumen Ulang',
  'correction.request.description':
    'Pilih dokumen yang perlu dikirim ulang oleh pendaftar beserta alasannya.',
  'correction.request.reason': 'Alasan',
  'correction.request.reasonFor': 'Alasan untuk {document}',
  'correction.request.note': 'Alasan lainnya',
  'correction.request.noteFor': 'Alasan lainnya untuk {document}',
  'correction.request.message': 'Pesan untuk pendaftar',
  'correction.request.messageHint': 'Opsional. Tanpa NIK atau data pribadi lain.',
  'correction.request.submit': 'Kirim Permintaan',
  'correction.request.cancel': 'Batal',
  'correction.request.sent': 'Permintaan perbaikan dikirim',
  'correction.request.failed': 'Gagal mengirim permintaan perbaikan',
  'correction.request.decided':
    'Pendaftaran yang sudah Terverifikasi atau Ditolak tidak dapat dimintai dokumen ulang. Ubah status ke Baru terlebih dahulu.',
  'correction.request.stale':
    'Pendaftaran ini baru saja berubah (permintaan lain atau perbaikan dari pendaftar). Muat ulang halaman lalu periksa kembali.',
  'correction.open.title': 'Perbaikan Diminta',
  'correction.open.documents': 'Dokumen diminta ulang: {documents}',
  'correction.open.expires': 'Tautan berlaku sampai {date}',
  'correction.open.copy': 'Salin tautan perbaikan',
  'correction.open.copied': 'Tautan perbaikan disalin',
  'correction.open.copyFailed': 'Tautan tidak dapat disalin; salin dari kolom tautan',
  'correction.open.link': 'Tautan perbaikan',
  'correction.open.whatsapp': 'Kirim lewat WhatsApp',
  'correction.open.newTab': '(membuka tab baru)',
  'correction.open.whatsappText':
    'Halo, mohon kirim ulang dokumen pendaftaran {code} di Toko EDC melalui tautan berikut: {url}',
  'correction.versions.title': 'Versi sebelumnya',
  'correction.versions.item': '{fileName}, diganti {date}',
  'correction.versions.downloadLabel': 'Download versi sebelumnya {fileName}',
  'correction.page.title': 'Perbaikan Dokumen',
  'correction.page.pageTitle': 'Perbaikan Dokumen | Toko EDC',
  'correction.page.code': 'Kode pendaftaran: {code}',
  'correction.page.intro':
    'Admin meminta Anda mengirim ulang dokumen berikut. Dokumen lain tidak perlu dikirim lagi.',
  'correction.page.reason': 'Alasan: {reason}',
  'correction.page.message': 'Pesan dari admin',
  'correction.page.submit': 'Kirim Perbaikan',
  'correction.page.sending': 'Mengirim…',
  'correction.page.retry': 'Coba lagi',
  'correction.page.loading': 'Memuat permintaan perbaikan…',
  'correction.page.fileRequired': 'Unggah dokumen ini',
  'correction.page.notRequested': 'Dokumen ini tidak diminta ulang',
  'correction.page.sent': 'Perbaikan terkirim',
  'correction.page.sentBody':
    'Terima kasih. Dokumen Anda sudah kami terima dan akan diperiksa kembali oleh admin.',
  'correction.page.invalid': 'Tautan tidak berlaku',
  'correction.page.invalidBody':
    'Tautan perbaikan ini sudah tidak berlaku. Silakan hubungi kami untuk mendapatkan tautan baru.',
  'correction.page.contact': 'Hubungi Kami',
} as const;
