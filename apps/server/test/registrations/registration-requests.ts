import { randomBytes } from 'node:crypto';
import type { RegistrationRequest } from '@toko/contracts';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { jpegBytes, pdfBytes, pngBytes } from '../uploads/sample-files';
import { draftOf, idOf, sendWithTus, type Sent } from '../uploads/tus/tus-client';
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
export type FilePart = { fileName: string; type: string; content: Buffer };

export const newKey = () => `test-${randomBytes(8).toString('hex')}`;

/** The origin of `app`, listening on a free port from its first tus upload on. */
async function originOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** A new sign-up draft's token, as step 1 gets it. */
export const registrationDraft = (app: FastifyInstance) => draftOf({ app }, 'registration');

/** Sends one file of the draft with tus-js-client, as the browser does. */
export async function sendDocument(
  app: FastifyInstance,
  token: string,
  slot: string,
  file: FilePart,
): Promise<Sent> {
  return sendWithTus(await originOf(app), token, file.content, {
    metadata: { slot, filename: file.fileName, filetype: file.type },
  });
}

/** A sign-up's files, each up in its draft: what the JSON submit names. */
export type UploadedDocuments = { token: string; uploads: Partial<Record<FileField, string>> };

/** Uploads the eight files of `ALL_FILES` (unless `files` replaces or drops some) in a new draft. */
export async function uploadDocuments(
  app: FastifyInstance,
  files: Partial<Record<FileField, FilePart | null>> = {},
): Promise<UploadedDocuments> {
  const token = await registrationDraft(app);
  const chosen = Object.entries({ ...ALL_FILES, ...files }).filter(
    (entry): entry is [FileField, FilePart] => entry[1] !== null,
  );
  const uploads = Object.fromEntries(
    await Promise.all(
      chosen.map(async ([slot, file]) => {
        const sent = await sendDocument(app, token, slot, file);
        if (sent.error) throw new Error(`${slot}: ${sent.error.status} ${sent.error.body}`);
        return [slot, idOf(sent.url)];
      }),
    ),
  ) as Partial<Record<FileField, string>>;
  return { token, uploads };
}

/** `POST /api/registrations` as step 2 sends it, naming uploaded documents; for `app.inject`. */
export function registrationJson(
  registration: object,
  documents: UploadedDocuments,
  options: { key?: string; ip?: string } = {},
) {
  return {
    method: 'POST' as const,
    url: '/api/registrations',
    payload: { ...registration, uploadDraft: documents.token, uploads: documents.uploads },
    remoteAddress: options.ip ?? randomIp(),
    headers: { 'idempotency-key': options.key ?? newKey() },
  };
}

/**
 * The one way tests make a sign-up: each chosen file through tus in a new draft, then the JSON
 * submit naming them (ready for `app.inject`).
 */
export async function registrationRequest(
  app: FastifyInstance,
  registration: object,
  options: {
    key?: string;
    ip?: string;
    files?: Partial<Record<FileField, FilePart | null>>;
  } = {},
) {
  return registrationJson(registration, await uploadDocuments(app, options.files), options);
}
