/** Realistic Indonesian values for `npm run seed` (generated rows, never real people). */

// prettier-ignore
export const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Rina', 'Joko', 'Sri',
  'Ahmad', 'Nur', 'Eko', 'Wahyu', 'Dian', 'Indra', 'Fitri', 'Hendra', 'Yuni', 'Bambang',
  'Ratna', 'Slamet', 'Ayu', 'Fajar', 'Lestari', 'Arif', 'Intan', 'Rudi', 'Maya', 'Teguh',
  'Wulan', 'Yusuf', 'Nabila', 'Dimas', 'Kartika', 'Bayu', 'Mega', 'Gilang', 'Anisa', 'Hadi',
];

// prettier-ignore
export const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Kusuma', 'Setiawan', 'Nugroho',
  'Siregar', 'Nasution', 'Harahap', 'Simanjuntak', 'Gunawan', 'Halim', 'Susanto', 'Wibowo',
  'Purnomo', 'Rahman', 'Hakim', 'Syahputra', 'Ramadhan', 'Maulana', 'Permana', 'Suryadi',
  'Hasibuan', 'Tanjung', 'Sitompul', 'Utomo', 'Firmansyah', 'Kurniawan',
];

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.id', 'outlook.com', 'ymail.com', 'mail.id'];

/** Mobile prefixes of Telkomsel, Indosat, XL, Axis, Tri and Smartfren. */
// prettier-ignore
export const PHONE_PREFIXES = [
  '0811', '0812', '0813', '0821', '0822', '0852', '0853', '0814', '0815', '0856', '0857',
  '0817', '0818', '0819', '0859', '0877', '0878', '0831', '0838', '0895', '0896', '0898',
  '0881', '0882',
];

// prettier-ignore
export const STREETS = [
  'Merdeka', 'Sudirman', 'Thamrin', 'Gatot Subroto', 'Diponegoro', 'Ahmad Yani',
  'Gajah Mada', 'Hayam Wuruk', 'Pemuda', 'Pahlawan', 'Veteran', 'Asia Afrika', 'Malioboro',
  'Kartini', 'Imam Bonjol',
];

export const STORE_NAME_SUFFIXES = ['Jaya', 'Makmur', 'Sejahtera', 'Abadi', 'Berkah', 'Sentosa'];

export type SeedRegion = {
  province: string;
  city: string;
  district: string;
  village: string;
  postalCode: string;
  /** The first six digits of a NIK issued there (province, regency, district). */
  nikPrefix: string;
  lat: number;
  lng: number;
};

// prettier-ignore
export const REGIONS: readonly SeedRegion[] = [
  { province: 'DKI JAKARTA', city: 'KOTA JAKARTA SELATAN', district: 'KEBAYORAN BARU', village: 'SENAYAN', postalCode: '12190', nikPrefix: '317407', lat: -6.227, lng: 106.799 },
  { province: 'DKI JAKARTA', city: 'KOTA JAKARTA BARAT', district: 'GROGOL PETAMBURAN', village: 'TANJUNG DUREN UTARA', postalCode: '11470', nikPrefix: '317305', lat: -6.176, lng: 106.79 },
  { province: 'JAWA BARAT', city: 'KOTA BANDUNG', district: 'COBLONG', village: 'DAGO', postalCode: '40135', nikPrefix: '327315', lat: -6.885, lng: 107.613 },
  { province: 'JAWA BARAT', city: 'KABUPATEN BOGOR', district: 'CIBINONG', village: 'PAKANSARI', postalCode: '16915', nikPrefix: '320101', lat: -6.481, lng: 106.842 },
  { province: 'JAWA TENGAH', city: 'KOTA SEMARANG', district: 'SEMARANG TENGAH', village: 'SEKAYU', postalCode: '50132', nikPrefix: '337406', lat: -6.982, lng: 110.409 },
  { province: 'JAWA TIMUR', city: 'KOTA SURABAYA', district: 'GENTENG', village: 'EMBONG KALIASIN', postalCode: '60271', nikPrefix: '357809', lat: -7.265, lng: 112.745 },
  { province: 'DAERAH ISTIMEWA YOGYAKARTA', city: 'KOTA YOGYAKARTA', district: 'GONDOKUSUMAN', village: 'TERBAN', postalCode: '55223', nikPrefix: '347105', lat: -7.783, lng: 110.378 },
  { province: 'BALI', city: 'KOTA DENPASAR', district: 'DENPASAR BARAT', village: 'DAUH PURI', postalCode: '80113', nikPrefix: '517104', lat: -8.656, lng: 115.212 },
  { province: 'SUMATERA UTARA', city: 'KOTA MEDAN', district: 'MEDAN BARU', village: 'PETISAH HULU', postalCode: '20153', nikPrefix: '127510', lat: 3.579, lng: 98.66 },
  { province: 'SULAWESI SELATAN', city: 'KOTA MAKASSAR', district: 'PANAKKUKANG', village: 'PANDANG', postalCode: '90231', nikPrefix: '737112', lat: -5.147, lng: 119.446 },
  { province: 'BANTEN', city: 'KOTA TANGERANG', district: 'CIPONDOH', village: 'CIPONDOH', postalCode: '15148', nikPrefix: '367105', lat: -6.183, lng: 106.678 },
  { province: 'KALIMANTAN TIMUR', city: 'KOTA BALIKPAPAN', district: 'BALIKPAPAN KOTA', village: 'KLANDASAN ILIR', postalCode: '76113', nikPrefix: '647105', lat: -1.271, lng: 116.831 },
];

/** [value, weight]: how often each status is drawn. */
export const ORDER_STATUS_WEIGHTS = [
  ['paid', 45],
  ['pending', 20],
  ['waiting_confirm', 15],
  ['canceled', 10],
  ['failed', 5],
  ['refunded', 5],
] as const;

export const REGISTRATION_STATUS_WEIGHTS = [
  ['new', 50],
  ['verified', 35],
  ['rejected', 15],
] as const;
