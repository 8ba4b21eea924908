/**
 * Texts of the shared upload client (file picker, progress, retry). What a file may be and the
 * messages for a wrong type or size differ per screen, so each screen's own domain holds those.
 */
export const uploadMessages = {
  'upload.picker.choose': 'Pilih file',
  'upload.picker.chooseHint': 'Klik, ketuk, atau seret file ke sini',
  'upload.picker.takePhoto': 'Ambil foto',
  'upload.picker.change': 'Ganti',
  'upload.picker.changeNamed': 'Ganti file {label}',
  'upload.picker.removeNamed': 'Hapus file {label}',
  'upload.picker.preparing': 'Menyiapkan file...',
  'upload.picker.selected': 'File berhasil dipilih',
  'upload.picker.shrunk': 'Diperkecil dari {size}',
  'upload.picker.allowed': '{types}, maksimal {size}',
  'upload.progress.preparing': 'Menyiapkan file...',
  'upload.retry': 'Coba lagi',
  'upload.fileName.invalid':
    'Nama file berisi karakter yang tidak diizinkan. Ganti nama file lalu unggah lagi.',
  'upload.image.tooManyPixels':
    'Resolusi gambar terlalu besar (maksimal {megapixels} megapiksel). Perkecil gambar lalu unggah lagi.',
  'upload.status.uploading': 'Mengunggah… {percent}%',
  'upload.status.offline': 'Menunggu jaringan…',
  'upload.status.restarted':
    'Unggahan sebelumnya sudah tidak tersedia di server. Mengunggah ulang dari awal… {percent}%',
  'upload.status.done': 'Terunggah',
  'upload.status.preparingPhotos': 'Menyiapkan foto…',
  'upload.slot.invalid': 'Kolom unggahan tidak dikenal. Muat ulang halaman lalu pilih file lagi.',
  'upload.tooMany':
    'Terlalu banyak file yang sedang diunggah. Tunggu sampai selesai atau hapus salah satunya.',
  'upload.notReady':
    'File belum selesai diunggah, sudah kedaluwarsa, atau sudah dipakai. Pilih file ini lagi.',
} as const;
