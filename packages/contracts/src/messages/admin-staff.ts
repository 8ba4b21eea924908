export const adminStaffMessages = {
  'admin.staff.role.owner': 'Pemilik',
  'admin.staff.role.verifier': 'Verifikator',
  'admin.staff.role.sales': 'Penjualan',
  'admin.staff.role.viewer': 'Pengamat',
} as const;
