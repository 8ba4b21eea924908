/**
 * The e-mails the shop sends (issue 34): to the buyer, the agent and the shop. Each is sent as
 * HTML and plain text from these texts; amounts are rupiah, dates WIB. None carries a NIK, a
 * bank account, a document or a signed link.
 */
export const notificationMessages = {
  'notify.footer': 'Email ini dikirim otomatis oleh Toko EDC. Mohon tidak membalas email ini.',
  'notify.contact': 'Ada pertanyaan? Hubungi kami: {url}',
  'notify.order.items': 'Rincian Pesanan',
  'notify.order.line': '{quantity} × {name}',
  'notify.order.subtotal': 'Subtotal',
  'notify.order.shipping': 'Ongkir',
  'notify.order.total': 'Total',
  'notify.order.paymentMethod': 'Metode Pembayaran',
  'notify.order.date': 'Tanggal Pesanan',
  'notify.orderPlaced.subject': 'Pesanan {orderNumber} diterima',
  'notify.orderPlaced.title': 'Terima kasih, pesanan Anda sudah kami terima',
  'notify.orderPlaced.number': 'Nomor pesanan Anda: {orderNumber}',
  'notify.orderPlaced.statusLink': 'Cek status pesanan',
  'notify.orderPlaced.statusHint':
    'Cek status pesanan kapan saja dengan nomor pesanan dan nomor telepon Anda: {url}',
  'notify.shopOrder.subject': 'Order baru {orderNumber}: {total}',
  'notify.shopOrder.title': 'Order baru {orderNumber}',
  'notify.shopOrder.body': 'Order baru masuk pada {date} dengan total {total} ({paymentMethod}).',
  'notify.shopOrder.link': 'Buka order di back office',
  'notify.orderStatus.subject': 'Status pesanan {orderNumber}: {status}',
  'notify.orderStatus.title': 'Status pesanan {orderNumber}: {status}',
  'notify.orderStatus.paid':
    'Pembayaran untuk pesanan {orderNumber} sudah kami konfirmasi. Pesanan Anda segera kami proses.',
  'notify.orderStatus.canceled': 'Pesanan {orderNumber} dibatalkan.',
  'notify.orderStatus.refunded': 'Dana untuk pesanan {orderNumber} sudah kami kembalikan.',
  'notify.orderStatus.failed':
    'Pembayaran untuk pesanan {orderNumber} tidak dapat kami verifikasi. Silakan hubungi kami.',
  'notify.registration.subject': 'Pendaftaran {code} diterima',
  'notify.registration.title': 'Pendaftaran Diterima',
  'notify.registration.code': 'Kode pendaftaran Anda: {code}',
  'notify.registration.statusLink': 'Cek status pendaftaran',
  'notify.registration.statusHint':
    'Cek status pendaftaran kapan saja dengan kode pendaftaran dan nomor HP Anda: {url}',
  'notify.shopRegistration.subject': 'Pendaftaran baru {code}',
  'notify.shopRegistration.title': 'Pendaftaran agen baru {code}',
  'notify.shopRegistration.body': 'Pendaftaran agen baru masuk pada {date}.',
  'notify.shopRegistration.link': 'Buka pendaftaran di back office',
  'notify.registrationStatus.verified.subject': 'Pendaftaran {code} terverifikasi',
  'notify.registrationStatus.verified.body':
    'Selamat, pendaftaran Anda dengan kode {code} sudah terverifikasi. Tim kami akan menghubungi Anda untuk langkah berikutnya.',
  'notify.registrationStatus.rejected.subject': 'Pendaftaran {code} ditolak',
  'notify.registrationStatus.rejected.body':
    'Mohon maaf, pendaftaran Anda dengan kode {code} belum dapat kami setujui.',
  'notify.correction.subject': 'Mohon kirim ulang dokumen pendaftaran {code}',
  'notify.correction.title': 'Perbaikan Dokumen',
  'notify.correction.body':
    'Admin kami meminta Anda mengirim ulang dokumen berikut untuk pendaftaran {code}:',
  'notify.correction.document': '{document}: {reason}',
  'notify.correction.message': 'Pesan dari admin: {message}',
  'notify.correction.link': 'Kirim Perbaikan',
  'notify.correction.expires':
    'Tautan ini pribadi dan berlaku sampai {date}. Jangan bagikan kepada orang lain.',
  'notify.shopCorrection.subject': 'Perbaikan dokumen {code} masuk',
  'notify.shopCorrection.title': 'Perbaikan dokumen {code}',
  'notify.shopCorrection.body': 'Pendaftar mengirim perbaikan dokumen pada {date}.',
} as const;
