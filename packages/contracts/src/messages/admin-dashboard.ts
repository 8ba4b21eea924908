/** The dashboard's recent activity and its 30-day chart (beside the four counts). */
export const adminDashboardMessages = {
  'admin.dashboard.activity.listLabel': 'Daftar aktivitas terbaru',
  'admin.dashboard.activity.orderCreated': 'Order baru {code} dari {name}',
  'admin.dashboard.activity.orderStatusChanged': 'Status order {code} ({name}): {from} → {to}',
  'admin.dashboard.activity.registrationCreated': 'Pendaftaran baru {code} dari {name}',
  'admin.dashboard.activity.registrationStatusChanged':
    'Status pendaftaran {code} ({name}): {from} → {to}',
  'admin.dashboard.activity.registrationEdited':
    'Data pendaftaran {code} ({name}) diubah: {count} kolom',
  'admin.dashboard.activity.by': 'oleh {email}',
  'admin.dashboard.activity.loadFailed': 'Gagal memuat aktivitas terbaru',
  'admin.dashboard.chart.title': 'Tren 30 Hari Terakhir',
  'admin.dashboard.chart.description':
    'Order baru, pendaftaran baru, dan nilai order dibayar per hari (WIB)',
  'admin.dashboard.chart.label':
    'Grafik order baru, pendaftaran baru, dan nilai order dibayar per hari selama 30 hari terakhir',
  'admin.dashboard.chart.orders': 'Order baru',
  'admin.dashboard.chart.registrations': 'Pendaftaran baru',
  'admin.dashboard.chart.paidValue': 'Nilai order dibayar',
  'admin.dashboard.chart.countAxis': 'Jumlah',
  'admin.dashboard.chart.valueAxis': 'Rupiah',
  'admin.dashboard.chart.showTable': 'Tampilkan data sebagai tabel',
  'admin.dashboard.chart.tableCaption':
    'Order baru, pendaftaran baru, dan nilai order dibayar per hari, 30 hari terakhir',
  'admin.dashboard.chart.date': 'Tanggal',
  'admin.dashboard.chart.total': 'Total 30 hari',
  'admin.dashboard.chart.loadFailed': 'Gagal memuat grafik',
  'admin.dashboard.backup.title': 'Cadangan Data',
  'admin.dashboard.backup.description': 'Cadangan terenkripsi dari database dan semua dokumen',
  'admin.dashboard.backup.notConfigured': 'Cadangan data belum diatur',
  'admin.dashboard.backup.notConfiguredHint':
    'Atur BACKUP_KEY dan BACKUP_DIR (atau BACKUP_S3_PREFIX) di server agar data dicadangkan otomatis setiap hari (lihat README).',
  'admin.dashboard.backup.stale':
    'Tidak ada cadangan data yang berhasil dalam {hours} jam terakhir',
  'admin.dashboard.backup.staleHint': 'Periksa log server untuk penyebabnya.',
  'admin.dashboard.backup.last': 'Cadangan terakhir',
  'admin.dashboard.backup.none': 'Belum ada cadangan.',
  'admin.dashboard.backup.ok': 'Berhasil',
  'admin.dashboard.backup.failed': 'Gagal',
  'admin.dashboard.backup.size': 'Ukuran',
  'admin.dashboard.backup.loadFailed': 'Gagal memuat status cadangan',
} as const;
