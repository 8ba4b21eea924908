/** The sign-up's first page (/pendaftaran): the account type. */
export const registrationTypeMessages = {
  'registration.type.title': 'Pendaftaran Agen',
  'registration.type.personal': 'Perorangan',
  'registration.type.company': 'Perusahaan',
  'registration.type.login': 'Sudah punya akun? Masuk',
  'registration.type.lead': 'Pilih jenis akun untuk mulai mendaftar sebagai agen EDC.',
  'registration.type.legend': 'Jenis akun',
  'registration.type.personalHint': 'Untuk pemilik usaha atas nama pribadi',
  'registration.type.companyHint': 'Untuk badan usaha seperti PT, CV, atau koperasi',
  'registration.type.previous': 'Pilihan terakhir Anda',
} as const;
