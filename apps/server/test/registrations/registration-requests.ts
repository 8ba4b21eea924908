import { randomBytes } from 'node:crypto';
import type { RegistrationRequest } from '@toko/contracts';
import type { FastifyInstance } from 'fastify';
import type { UploadOptions } from 'tus-js-client';
import { jpegBytes, pdfBytes, pngBytes } from '../uploads/sample-files';
import { draftOf, idOf, sendWithTus, type Sent } from '../uploads/tus-client';
import { listen } from '../helpers/listen';
import { randomIp } from '../helpers/random-ip';
import { newPerson } from './new-person';

/** A valid sign-up of a new person (NIK, phone and e-mail of its own) unless `overrides` names one. */
export const validRegistration = (
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest => ({
  accountType: 'perorangan',
  fullName: 'Budi Santoso',
  ...newPerson(),
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
export type UploadedFile = { fileName: string; type: string; content: Buffer };

export const newKey = () => `test-${randomBytes(8).toString('hex')}`;

/** A new sign-up draft's token, as step 1 gets it. */
export const registrationDraft = (app: FastifyInstance) => draftOf({ app }, 'registration');

/** A new sign-up draft's token from the server at `origin` (headers: e.g. the client's address). */
export async function registrationDraftAt(
  origin: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${origin}/api/upload-drafts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'registration' }),
  });
  if (response.status !== 201) throw new Error(`draft: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** tus-js-client's options a caller may set: extra headers, and retries of a failed request. */
export type TusClientOptions = Pick<UploadOptions, 'headers' | 'retryDelays'>;

/** Sends one file of the draft to the server at `origin` with tus-js-client, as the browser does. */
export function sendDocumentAt(
  origin: string,
  token: string,
  slot: string,
  file: UploadedFile,
  tus: TusClientOptions = {},
): Promise<Sent> {
  return sendWithTus(origin, token, file.content, {
    ...tus,
    metadata: { slot, filename: file.fileName, filetype: file.type },
  });
}

/** Sends one file of the draft to `app` (listening from then on). */
export async function sendDocument(
  app: FastifyInstance,
  token: string,
  slot: string,
  file: UploadedFile,
): Promise<Sent> {
  return sendDocumentAt((await listen(app)).origin, token, slot, file);
}

/** A sign-up's files, each up in its draft: what the JSON submit names. */
export type UploadedDocuments = { token: string; uploads: Partial<Record<FileField, string>> };

/**
 * Uploads the eight files of `ALL_FILES` (unless `files` replaces or drops some) in a new draft
 * to the server at `origin`.
 */
export async function uploadDocumentsAt(
  origin: string,
  files: Partial<Record<FileField, UploadedFile | null>> = {},
  tus: TusClientOptions = {},
): Promise<UploadedDocuments> {
  const token = await registrationDraftAt(origin, tus.headers);
  const chosen = Object.entries({ ...ALL_FILES, ...files }).filter(
    (entry): entry is [FileField, UploadedFile] => entry[1] !== null,
  );
  const uploads = Object.fromEntries(
    await Promise.all(
      chosen.map(async ([slot, file]) => {
        const sent = await sendDocumentAt(origin, token, slot, file, tus);
        if (sent.error) throw new Error(`${slot}: ${sent.error.status} ${sent.error.body}`);
        return [slot, idOf(sent.url)];
      }),
    ),
  ) as Partial<Record<FileField, string>>;
  return { token, uploads };
}

/** The same, to `app` (listening from then on). */
export async function uploadDocuments(
  app: FastifyInstance,
  files: Partial<Record<FileField, UploadedFile | null>> = {},
): Promise<UploadedDocuments> {
  return uploadDocumentsAt((await listen(app)).origin, files);
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
    files?: Partial<Record<FileField, UploadedFile | null>>;
  } = {},
) {
  return registrationJson(registration, await uploadDocuments(app, options.files), options);
}
