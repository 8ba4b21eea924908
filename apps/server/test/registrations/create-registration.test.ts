import {
  MAX_UPLOAD_BYTES,
  REGISTRATION_ADDRESS_RATE_LIMIT,
  REGISTRATION_PERSON_RATE_LIMIT,
} from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { pendingFiles, registrations, uploads } from '../../src/db/schema';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { htmlBytes, jpegBytes, multipartBody } from '../uploads/sample-files';
import { checkoutDraft } from '../uploads/tus-client';
import { randomIp } from '../helpers/random-ip';
import {
  newKey,
  registrationDraft,
  registrationJson,
  registrationRequest,
  sendDocument,
  uploadDocuments,
  validRegistration,
  type UploadedDocuments,
} from './registration-requests';

describe('POST /api/registrations', () => {
  let testApp: TestApp;
  let filesBefore: number;
  let rowsBefore: number;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const send = async (
    registration: object,
    options: Parameters<typeof registrationRequest>[2] = {},
  ) => testApp.app.inject(await registrationRequest(testApp.app, registration, options));
  const rowCount = async () =>
    (await db().select({ id: registrations.id }).from(registrations)).length;
  const fileCount = () => storedFileCount(testApp.deps);
  const uploadRows = () => db().select().from(uploads);
  let uploadsBefore: Awaited<ReturnType<typeof uploadRows>>;

  /** A refused submit changes nothing: no row, and every upload still there to be sent again. */
  async function expectNothingChanged() {
    expect(await rowCount()).toBe(rowsBefore);
    expect(fileCount()).toBe(filesBefore);
    expect(await uploadRows()).toEqual(uploadsBefore);
    expect(await db().select().from(pendingFiles)).toEqual([]);
  }

  /** One set of documents for the refusals: each leaves it untouched for the next. */
  let documents: UploadedDocuments;
  const submit = (registration: object, options: { key?: string; ip?: string } = {}) =>
    testApp.app.inject(registrationJson(registration, documents, options));

  beforeAll(async () => {
    documents = await uploadDocuments(testApp.app);
  });

  beforeEach(async () => {
    filesBefore = fileCount();
    rowsBefore = await rowCount();
    uploadsBefore = await uploadRows();
  });

  it('stores a new registration with a code, E.164 phones and eight private files', async () => {
    const response = await send(
      validRegistration({
        email: ' Budi@Contoh.co.id ',
        phone: '0812-3456-7890',
        ktpNumber: '3171011505900001',
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.code).toMatch(/^REG-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/);

    const [row] = await db().select().from(registrations).where(eq(registrations.id, created.id));
    expect(row).toMatchObject({
      code: created.code,
      status: 'new',
      fullName: 'Budi Santoso',
      email: 'budi@contoh.co.id',
      phoneE164: '+6281234567890',
      phoneAltE164: '+6281311112222',
      country: 'Indonesia',
      provinceCode: '31',
      villageCode: '31.71.01.1001',
      idNumber: '3171011505900001',
      accountType: 'perorangan',
      source: 'Teman, Media Sosial',
      storeName: 'Toko Makmur',
      keeperPhone: '081234567890',
      orderState: 'new',
      gmapLat: -6.1754,
      gmapLng: 106.8272,
    });
    const keys = [
      row!.ktpKey,
      row!.kkKey,
      row!.selfieKtpKey,
      row!.npwpKey,
      row!.bankCertKey,
      row!.signatureKey,
      row!.storePhotoOutKey,
      row!.storePhotoInKey,
    ];
    // Uploaded before the sign-up had a row, its files share its draft's folder.
    const folder = row!.ktpKey!.split('/').slice(0, 2).join('/');
    expect(folder).toMatch(/^registrations\/[0-9a-f]{32}$/);
    for (const key of keys) expect(key!.startsWith(`${folder}/`)).toBe(true);
    expect(row!.selfieKtpKey).toMatch(/\/selfie-ktp\//);
    for (const key of keys) {
      const stored = await testApp.deps.storage.get(key!);
      stored.stream.destroy();
    }
    expect(new Set(keys).size).toBe(8);
    expect(row!.documentNames).toEqual({
      ktp: 'ktp.jpg',
      kk: 'kk.pdf',
      selfie_ktp: 'selfie.jpg',
      npwp: 'npwp.png',
      bank_cert: 'rekening.pdf',
      signature: 'signature.png',
      store_photo_out: 'luar.jpg',
      store_photo_in: 'dalam.png',
    });
    expect(await db().select().from(pendingFiles)).toEqual([]);
    expect(await uploadRows()).toEqual(uploadsBefore);
  });

  it('stores a company as badan_usaha and leaves optional files and bank info empty', async () => {
    const response = await send(validRegistration({ accountType: 'badan_usaha', phoneAlt: '' }), {
      files: { npwp: null, bankCert: null },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, response.json().id));
    expect(row).toMatchObject({
      accountType: 'badan_usaha',
      npwpKey: null,
      bankCertKey: null,
      bankName: null,
      phoneAlt: null,
      phoneAltE164: null,
    });
    expect(Object.keys(row!.documentNames)).not.toContain('npwp');
    expect(Object.keys(row!.documentNames)).not.toContain('bank_cert');
  });

  // docs/product.md, "Sign-up rules" through HTTP: each broken field alone gets its exact message
  // and stores nothing.
  it.each([
    ['fullName', { fullName: 'Bu' }, 'Nama lengkap harus 3-80 karakter'],
    ['fullName', { fullName: 'a'.repeat(81) }, 'Nama lengkap harus 3-80 karakter'],
    ['email', { email: 'budi@contoh' }, 'Email tidak valid'],
    ['phone', { phone: '  ' }, 'Nomor telepon wajib diisi'],
    [
      'phone',
      { phone: '0812-345-67' },
      'Nomor telepon tidak valid. Gunakan format 08… (10–15 digit) atau +62…',
    ],
    ['phoneAlt', { phoneAlt: '+62 812' }, 'Nomor telepon alternatif tidak valid...'],
    ['address', { address: 'Jl. Mawar' }, 'Alamat lengkap minimal 10 karakter'],
    ['province', { province: 'Ac' }, 'Provinsi minimal 3 karakter'],
    ['city', { city: ' ' }, 'Kabupaten/Kota minimal 3 karakter'],
    ['district', { district: 'Ab' }, 'Kecamatan minimal 3 karakter'],
    ['village', { village: '' }, 'Desa/Kelurahan minimal 3 karakter'],
    ['postalCode', { postalCode: '1234' }, 'Kode pos harus tepat 5 digit angka.'],
    ['ktpNumber', { ktpNumber: '' }, 'Nomor KTP wajib diisi.'],
    ['ktpNumber', { ktpNumber: '317101150590000' }, 'Nomor KTP harus tepat 16 digit angka.'],
    [
      'ktpNumber',
      { ktpNumber: '3171013213900001' },
      'Nomor KTP tidak valid: digit ke-7 sampai ke-12 harus tanggal lahir (HHBBTT).',
    ],
    ['bank', { bankName: 'BCA' }, 'Jika mengisi informasi bank, semua field bank harus diisi'],
    [
      'bankAccount',
      { bankName: 'BCA', bankHolder: 'Budi', bankAccount: '12-34' },
      'Nomor rekening harus berupa angka',
    ],
    ['storeName', { storeName: '' }, 'Semua field wajib diisi'],
    [
      'storeKeeperPhone',
      { storeKeeperPhone: '081234567' },
      'Nomor telepon penjaga harus 10-15 digit',
    ],
  ] as const)('refuses %s %j with its own message', async (field, change, message) => {
    const response = await submit(validRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    await expectNothingChanged();
  });

  it('refuses an unknown order state, naming the field', async () => {
    const response = await submit(validRegistration({ orderState: 'maybe' as never }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ orderState: 'Status pemesanan tidak valid' });
    await expectNothingChanged();
  });

  it('requires the identity documents, the signature and both store photos', async () => {
    const without = (...fields: string[]) => ({
      ...documents,
      uploads: Object.fromEntries(
        Object.entries(documents.uploads).filter(([field]) => !fields.includes(field)),
      ),
    });
    const noKtp = await testApp.app.inject(registrationJson(validRegistration(), without('ktp')));
    expect(noKtp.statusCode).toBe(400);
    expect(noKtp.json().error.fields).toEqual({
      ktp: 'Foto KTP, KK, dan Selfie dengan KTP wajib diunggah',
    });
    const noPhotos = await testApp.app.inject(
      registrationJson(validRegistration(), without('storePhotoIn', 'storePhotoOut', 'signature')),
    );
    expect(noPhotos.json().error.fields).toEqual({
      signature: 'Tanda tangan digital wajib diisi',
      storePhotoOut: 'Foto toko wajib diunggah',
      storePhotoIn: 'Foto toko wajib diunggah',
    });
    await expectNothingChanged();
  });

  it('refuses an upload of another draft, of another slot, used or unknown, naming its field', async () => {
    const strangers = await uploadDocuments(testApp.app);
    uploadsBefore = await uploadRows();
    filesBefore = fileCount();
    const notReady = uploadText('upload.notReady');
    const named = (uploads: object, token = documents.token) =>
      testApp.app.inject(
        registrationJson(validRegistration(), {
          token,
          uploads: { ...documents.uploads, ...uploads },
        }),
      );
    const stranger = await named({ kk: strangers.uploads.kk });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields).toEqual({ kk: notReady });
    // The right id in the wrong slot is not that slot's file.
    const swapped = await named({ ktp: documents.uploads.kk, kk: documents.uploads.ktp });
    expect(swapped.json().error.fields).toEqual({ ktp: notReady, kk: notReady });
    const unknown = await named({ npwp: '0'.repeat(32) });
    expect(unknown.json().error.fields).toEqual({ npwp: notReady });
    const forged = await named(
      {},
      documents.token.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    );
    expect(Object.keys(forged.json().error.fields)).toHaveLength(8);
    const otherKind = await named({}, await checkoutDraft(testApp));
    expect(otherKind.json().error.fields.ktp).toBe(notReady);
    await expectNothingChanged();

    // Once taken, the uploads are gone: a second sign-up naming them is refused.
    expect((await named({}, strangers.token)).statusCode).toBe(400);
    const first = await testApp.app.inject(registrationJson(validRegistration(), strangers));
    expect(first.statusCode).toBe(201);
    const again = await testApp.app.inject(registrationJson(validRegistration(), strangers));
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().error.fields)).toHaveLength(8);
  });

  it('refuses a file whose bytes are not what it claims when it is up, leaving nothing', async () => {
    const token = await registrationDraft(testApp.app);
    const sent = await sendDocument(testApp.app, token, 'kk', {
      fileName: 'kk.pdf',
      type: 'application/pdf',
      content: htmlBytes(),
    });
    expect(sent.error?.status).toBe(415);
    expect(JSON.parse(sent.error!.body).error.fields).toEqual({
      kk: 'Hanya file JPG, PNG, atau PDF yang diizinkan',
    });
    await expectNothingChanged();
  });

  it('refuses a file over 10 MiB at its creation, leaving nothing', async () => {
    const token = await registrationDraft(testApp.app);
    const sent = await sendDocument(testApp.app, token, 'storePhotoIn', {
      fileName: 'a.jpg',
      type: 'image/jpeg',
      content: jpegBytes(MAX_UPLOAD_BYTES + 1),
    });
    expect(sent.error?.status).toBe(413);
    await expectNothingChanged();
  });

  it('answers the old multipart sign-up 415, storing nothing', async () => {
    const body = multipartBody([
      { name: 'registration', value: JSON.stringify(validRegistration()) },
      { name: 'ktp', fileName: 'ktp.jpg', type: 'image/jpeg', content: jpegBytes() },
    ]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { ...body.headers, 'idempotency-key': 'old-multipart-client' },
      payload: body.payload,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(415);
    await expectNothingChanged();
  });

  it('answers a retry with the same key with the first registration, storing nothing new', async () => {
    const request = await registrationRequest(testApp.app, validRegistration());
    const first = await testApp.app.inject(request);
    expect(first.statusCode).toBe(201);
    const files = fileCount();
    const retry = await testApp.app.inject(request);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await rowCount()).toBe(rowsBefore + 1);
    expect(fileCount()).toBe(files);
    // The same key with other uploads is another sign-up: refused, not replayed.
    const other = await send(validRegistration(), { key: request.headers['idempotency-key'] });
    expect(other.statusCode).toBe(409);
  });

  const TOO_MANY = 'Terlalu banyak percobaan pendaftaran. Silakan coba lagi dalam 10 menit.';

  it('signs up 30 agents from one address in 10 minutes, their 240 documents going up from one address too', async () => {
    const room = randomIp();
    for (let agent = 0; agent < 30; agent += 1) {
      const response = await send(validRegistration(), { ip: room });
      expect(response.statusCode, `agent ${agent + 1}`).toBe(201);
      testApp.advanceTime(15_000);
    }
    expect(await rowCount()).toBe(rowsBefore + 30);
  }, 180_000);

  it.each(['ktpNumber', 'phone', 'email'] as const)(
    `takes ${REGISTRATION_PERSON_RATE_LIMIT.max} attempts for one %s from any address, then refuses the next with the spec's message and stores nothing`,
    async (shared) => {
      const person = validRegistration();
      const attempt = () => ({ ...validRegistration(), [shared]: person[shared] });
      const withoutFiles = { token: documents.token, uploads: {} };
      for (let count = 0; count < REGISTRATION_PERSON_RATE_LIMIT.max; count += 1) {
        const refused = await testApp.app.inject(registrationJson(attempt(), withoutFiles));
        expect(refused.statusCode).toBe(400);
      }
      const blocked = await submit(attempt());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBe(10 * 60);
      await expectNothingChanged();
      testApp.advanceTime(REGISTRATION_PERSON_RATE_LIMIT.blockMinutes * 60_000);
      expect((await send(attempt())).statusCode).toBe(201);
    },
  );

  it(`takes ${REGISTRATION_ADDRESS_RATE_LIMIT.max} requests from one address, then refuses it before reading the body`, async () => {
    const ip = randomIp();
    const flood = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/registrations',
        payload: {},
        remoteAddress: ip,
        headers: { 'idempotency-key': newKey() },
      });
    for (let count = 0; count < REGISTRATION_ADDRESS_RATE_LIMIT.max; count += 1) {
      expect((await flood()).statusCode).toBe(400);
    }
    const blocked = await flood();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBe(10 * 60);
    expect((await submit(validRegistration(), { ip })).statusCode).toBe(429);
    await expectNothingChanged();
    expect((await send(validRegistration())).statusCode).toBe(201);
  });
});

describe('GET /api/registrations/:id/summary', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('returns only the success page fields, for 24 hours', async () => {
    const agent = validRegistration();
    const created = await testApp.app.inject(await registrationRequest(testApp.app, agent));
    const { id, code } = created.json();
    const summary = await testApp.app.inject(`/api/registrations/${id}/summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      code,
      fullName: 'Budi Santoso',
      email: agent.email!.trim().toLowerCase(),
      phone: agent.phone,
      storeName: 'Toko Makmur',
      city: 'Kota Administrasi Jakarta Pusat',
      province: 'Daerah Khusus Ibukota Jakarta',
      createdAt: expect.any(String),
    });
    testApp.advanceTime(24 * 60 * 60 * 1000 + 1000);
    expect((await testApp.app.inject(`/api/registrations/${id}/summary`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await testApp.app.inject(
      '/api/registrations/00000000-0000-4000-8000-000000000000/summary',
    );
    expect(response.statusCode).toBe(404);
  });
});
