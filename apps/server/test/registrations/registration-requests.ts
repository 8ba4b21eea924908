import { randomBytes } from 'node:crypto';
import type { RegistrationRequest } from '@toko/contracts';
import { jpegBytes, multipartBody, pdfBytes, pngBytes } from '../uploads/sample-files';
import { randomIp } from '../helpers/random-ip';

export const validRegistration = (
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest => ({
  accountType: 'perorangan',
  fullName: 'Budi Santoso',
  email: ' Budi@Contoh.co.id ',
  phone: '0812-3456-7890',
  phoneAlt: '+62 813 1111 2222',
  address: 'Jl. Merdeka No. 10 RT 01/02',
  province: 'Daerah Khusus Ibukota Jakarta',
  city: 'Kota Administrasi Jakarta Pusat',
  district: 'Gambir',
  village: 'Gambir',
  provinceCode: '31',
  cityCode: '31.71',
  districtCode: '31.71.01',
  villageCode: '31.71.01.1001',
  postalCode: '10110',
  ktpNumber: '3171011505900001',
  bankName: '',
  bankHolder: '',
  bankAccount: '',
  infoSource: ['Teman', 'Media Sosial'],
  storeName: 'Toko Makmur',
  gmapAddress: 'https://maps.app.goo.gl/contoh',
  gmapLat: -6.1754,
  gmapLng: 106.8272,
  receiptAddress: 'Jl. Merdeka 10, Jakarta',
  storeKeeper: 'Siti',
  storeKeeperPhone: '081234567890',
  orderState: 'new',
  ...overrides,
});

export const ALL_FILES = {
  ktp: { fileName: 'ktp.jpg', type: 'image/jpeg', content: jpegBytes() },
  kk: { fileName: 'kk.pdf', type: 'application/pdf', content: pdfBytes() },
  selfieKtp: { fileName: 'selfie.jpg', type: 'image/jpeg', content: jpegBytes() },
  npwp: { fileName: 'npwp.png', type: 'image/png', content: pngBytes() },
  bankCert: { fileName: 'rekening.pdf', type: 'application/pdf', content: pdfBytes() },
  signature: { fileName: 'signature.png', type: 'image/png', content: pngBytes() },
  storePhotoOut: { fileName: 'luar.jpg', type: 'image/jpeg', content: jpegBytes() },
  storePhotoIn: { fileName: 'dalam.png', type: 'image/png', content: pngBytes() },
};
type FileField = keyof typeof ALL_FILES;
type FilePart = { fileName: string; type: string; content: Buffer };

export const newKey = () => `test-${randomBytes(8).toString('hex')}`;

/** The multipart request step 2 sends: the JSON part, then each chosen file. */
export function registrationRequest(
  registration: unknown,
  options: { key?: string; ip?: string; files?: Partial<Record<FileField, FilePart | null>> } = {},
) {
  const files = { ...ALL_FILES, ...options.files };
  const body = multipartBody([
    { name: 'registration', value: JSON.stringify(registration) },
    ...Object.entries(files)
      .filter((entry): entry is [string, FilePart] => entry[1] !== null)
      .map(([name, file]) => ({ name, ...file })),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/registrations',
    payload: body.payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: { ...body.headers, 'idempotency-key': options.key ?? newKey() },
  };
}
