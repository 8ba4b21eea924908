/**
 * "Aktivitas" on the order and registration details: who did what, newest first, and the
 * admins' internal notes. An audit action without its own text reads `action.other`.
 */
export const adminActivityMessages = {
  'admin.activity.title': 'Aktivitas',
  'admin.activity.listLabel': 'Riwayat aktivitas, terbaru di atas',
  'admin.activity.empty': 'Belum ada aktivitas',
  'admin.activity.loadFailed': 'Gagal memuat aktivitas',
  'admin.activity.byBuyer': 'oleh pembeli',
  'admin.activity.byApplicant': 'oleh pendaftar',
  'admin.activity.byAdmin': 'oleh {email}',
  'admin.activity.bySystem': 'oleh sistem',
  'admin.activity.created.order': 'Order dibuat',
  'admin.activity.created.registration': 'Pendaftaran dikirim',
  'admin.activity.action.order.status_change': 'Status diubah: {from} → {to}',
  'admin.activity.action.registration.status_change': 'Status diubah: {from} → {to}',
  'admin.activity.action.registration.edit': 'Data diubah',
  'admin.activity.action.registration.document_replace': 'Dokumen diganti: {document}',
  'admin.activity.action.registration.correction_request': 'Dokumen diminta ulang: {documents}',
  'admin.activity.action.registration.correction_submit': 'Perbaikan dikirim: {documents}',
  'admin.activity.action.order.note': 'Catatan internal',
  'admin.activity.action.registration.note': 'Catatan internal',
  'admin.activity.action.registration.reveal': 'Data pribadi ditampilkan: {personalField}',
  'admin.activity.action.other': 'Aktivitas: {action}',
  'admin.activity.message': '{kind} ke {recipient}: {status}',
  'admin.activity.message.tries': '{count} percobaan',
  'admin.activity.note.label': 'Catatan internal',
  'admin.activity.note.hint':
    'Hanya terlihat oleh admin, tidak pernah oleh pembeli atau pendaftar.',
  'admin.activity.note.save': 'Simpan catatan',
  'admin.activity.note.saving': 'Menyimpan...',
  'admin.activity.note.saved': 'Catatan disimpan',
  'admin.activity.note.failed': 'Gagal menyimpan catatan',
  'admin.activity.note.required': 'Catatan tidak boleh kosong',
  'admin.activity.note.tooLong': 'Catatan maksimal {maximum} karakter',
} as const;
