import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { adminAuditEvents, registrationAudits, registrations, uploads } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { storedFileCount } from '../helpers/stored-files';
import { createUser, loginAs } from '../helpers/users';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { htmlBytes, jpegBytes, pdfBytes, pngBytes, webpBytes } from '../uploads/sample-files';
import { checkoutDraft, idOf, replacementDraft, sendWithTus } from '../uploads/tus-client';
import { registrationRow } from './registration-rows';

const ROWS = 300;

describe('admin registrations API', () => {
  let testApp: TestApp;
  let cookie: string;
  let ids: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const rows = Array.from({ length: ROWS }, (_, index) =>
      registrationRow(index, {
        name: index === 7 ? 'Budi_50% Santoso' : `Agen ${index}`,
        source: index % 10 === 0 ? 'Teman, Media Sosial' : null,
        deletedAt: index === ROWS - 1 ? new Date() : null,
      }),
    );
    const inserted = await testApp.deps.database.db
      .insert(registrations)
      .values(rows)
      .returning({ id: registrations.id });
    ids = inserted.map((row) => row.id);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const get = (url: string, withCookie = cookie) =>
    testApp.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });
  const patch = (id: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
      payload,
    });
  const auditRows = (id: string) =>
    db().select().from(registrationAudits).where(eq(registrationAudits.registrationId, id));

  it('answers 401 without a session and 403 for a signed-in non-admin', async () => {
    const urls = [
      '/api/admin/registrations',
      '/api/admin/registrations/export.csv',
      `/api/admin/registrations/${ids[0]}`,
      `/api/admin/registrations/${ids[0]}/audits`,
      `/api/admin/registrations/${ids[0]}/documents/ktp`,
    ];
    const user = await createUser(testApp.deps, { admin: false });
    const userCookie = await loginAs(testApp.app, user);
    for (const url of urls) {
      expect((await get(url, '')).statusCode, url).toBe(401);
      expect((await get(url, userCookie)).statusCode, url).toBe(403);
    }
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const) {
      const url =
        method === 'PUT'
          ? `/api/admin/registrations/${ids[0]}/documents/ktp`
          : `/api/admin/registrations/${ids[0]}`;
      const response = await testApp.app.inject({
        method,
        url,
        headers: { cookie: userCookie },
        ...(method === 'PATCH' ? { payload: { status: 'verified' } } : {}),
      });
      expect(response.statusCode, method).toBe(403);
    }
    const [row] = await db().select().from(registrations).where(eq(registrations.id, ids[0]!));
    expect(row?.status).toBe('new');
    expect(row?.deletedAt).toBeNull();
  });

  it('refuses a state change from another origin (CSRF), as for orders', async () => {
    const foreign = { cookie, host: 'localhost:3000', origin: 'https://evil.example' };
    const responses = await Promise.all([
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/registrations/${ids[0]}`,
        headers: foreign,
        payload: { status: 'rejected' },
      }),
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/admin/registrations/${ids[0]}`,
        headers: foreign,
      }),
      testApp.app.inject({
        method: 'PUT',
        url: `/api/admin/registrations/${ids[0]}/documents/ktp`,
        headers: foreign,
        payload: { uploadDraft: 'v1.x', upload: '0'.repeat(32) },
      }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    }
    const [row] = await db().select().from(registrations).where(eq(registrations.id, ids[0]!));
    expect(row).toMatchObject({ status: 'new', deletedAt: null, ktpKey: null });
  });

  it('pages 25 at a time, newest first, with the exact total of live rows', async () => {
    const first = (await get('/api/admin/registrations')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: ROWS - 1, pageCount: 12 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({
      name: 'Agen 298',
      fullName: 'Agen Lengkap 298',
      code: 'REG-20261121-000298',
      province: 'DKI Jakarta',
      postalCode: '10110',
    });
    const last = (await get('/api/admin/registrations?page=12')).json();
    expect(last.items).toHaveLength(ROWS - 1 - 11 * 25);
    expect(last.items.at(-1).name).toBe('Agen 0');
    expect((await get('/api/admin/registrations?page=13')).json().items).toEqual([]);
    expect((await get('/api/admin/registrations?page=0')).statusCode).toBe(400);
  });

  it('searches name, full name, email, phone and code, case-insensitively and literally', async () => {
    const search = async (q: string) =>
      (await get(`/api/admin/registrations?q=${encodeURIComponent(q)}`)).json();
    expect((await search('budi_50%')).items.map((item: { name: string }) => item.name)).toEqual([
      'Budi_50% Santoso',
    ]);
    expect((await search('budi_5%%')).total).toBe(0);
    expect((await search('LENGKAP 250')).total).toBe(1);
    expect((await search('AGEN123@CONTOH')).total).toBe(1);
    expect((await search('081300000042')).total).toBe(1);
    expect((await search('reg-20261121-000100')).total).toBe(1);
    expect((await search(`REG-20261121-000${ROWS - 1}`)).total).toBe(0);
    const paged = await search('agen lengkap');
    expect(paged).toMatchObject({ total: ROWS - 1, pageCount: 12 });
  });

  it('filters by status, combines it with the search, and refuses an unknown status', async () => {
    const count = async (query: string) =>
      (await get(`/api/admin/registrations?${query}`)).json().total;
    expect(await count('status=new')).toBe(100);
    expect(await count('status=verified')).toBe(100);
    expect(await count('status=rejected')).toBe(99);
    expect(await count('status=')).toBe(ROWS - 1);
    const page = (await get('/api/admin/registrations?status=verified&page=2')).json();
    expect(page.items.every((item: { status: string }) => item.status === 'verified')).toBe(true);
    expect(await count(`status=new&q=${encodeURIComponent('lengkap 3')}`)).toBe(
      // 3, 30…39 and 300+ (none): the ones divisible by 3 are new
      [3, 30, 33, 36, 39].length,
    );
    const wrong = await get('/api/admin/registrations?status=baru');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('validation_failed');
  });

  it('shows a detail with empty history, and 404 for a deleted or unknown registration', async () => {
    const detail = (await get(`/api/admin/registrations/${ids[7]}`)).json();
    expect(detail).toMatchObject({
      name: 'Budi_50% Santoso',
      accountType: 'perorangan',
      orderState: 'new',
      bankName: null,
      audits: [],
    });
    expect(Object.values(detail.documents)).toEqual(Array(8).fill(null));
    for (const id of [ids[ROWS - 1], '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/admin/registrations/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Data pendaftaran tidak ditemukan');
    }
    expect((await get('/api/admin/registrations/not-a-uuid')).statusCode).toBe(400);
  });

  it('saves a status at once, recorded as a status change, not as an edit', async () => {
    const id = ids[1]!;
    const response = await patch(id, { status: 'rejected' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', audits: [] });
    expect((await patch(id, { status: 'lunas' })).statusCode).toBe(400);
    const events = await db()
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.entityId, id),
          eq(adminAuditEvents.action, 'registration.status_change'),
        ),
      );
    expect(events.map((event) => event.details)).toEqual([
      { changes: { status: { old: 'verified', new: 'rejected' } } },
    ]);
  });

  it('refuses an invalid edit with the Indonesian messages and changes nothing', async () => {
    const id = ids[4]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Nama panggilan wajib diisi'],
      [{ email: '' }, 'email', 'Email wajib diisi'],
      [{ email: 'bukan-email' }, 'email', 'Email tidak valid'],
      [{ phone: '' }, 'phone', 'Nomor telepon wajib diisi'],
      [
        { phone: '12345' },
        'phone',
        'Nomor telepon tidak valid. Gunakan format 08… (10–15 digit) atau +62…',
      ],
      [{ phone_alt: '999' }, 'phone_alt', 'Nomor telepon alternatif tidak valid...'],
      [{ account_type: 'perusahaan' }, 'account_type', ''],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(id, { full_name: 'Tidak Tersimpan', ...payload });
      expect(response.statusCode, field).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('validation_failed');
      if (message) expect(error.fields[field]).toBe(message);
      else expect(error.fields[field]).toBeTruthy();
    }
    const state = await patch(id, { full_name: 'Tidak Tersimpan', order_state: 'lunas' });
    expect(state.statusCode).toBe(400);
    expect(state.json().error).toEqual({
      code: 'invalid_order_state',
      message: 'Status pemesanan tidak valid',
    });
    const [row] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(row?.fullName).toBe('Agen Lengkap 4');
    expect(await auditRows(id)).toEqual([]);
  });

  it('writes only the changed fields with one audit row, E.164 recomputed, history newest first', async () => {
    const id = ids[10]!;
    const first = await patch(id, {
      full_name: 'Agen Lengkap 10',
      name: 'Agen 10',
      phone: '0857-1111-2222',
      bank_name: 'BCA',
      notes: '',
      email: ' Agen.Baru@Contoh.CO.ID ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      phone: '0857-1111-2222',
      phoneE164: '+6285711112222',
      email: 'agen.baru@contoh.co.id',
      bankName: 'BCA',
      notes: null,
    });
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.changes).toEqual({
      phone: { old: '081300000010', new: '0857-1111-2222' },
      bank_name: { old: null, new: 'BCA' },
      email: { old: 'agen10@contoh.co.id', new: 'agen.baru@contoh.co.id' },
    });
    expect(rows[0]?.adminUserId).toBeTruthy();
    const [event] = await db()
      .select()
      .from(adminAuditEvents)
      .where(
        and(eq(adminAuditEvents.entityId, id), eq(adminAuditEvents.action, 'registration.edit')),
      );
    expect(event?.details).toEqual({ changes: rows[0]?.changes });

    testApp.advanceTime(60_000);
    const second = await patch(id, { bank_name: '', phone_alt: '+62 813 1111 2222' });
    expect(second.json()).toMatchObject({ bankName: null, phoneAltE164: '+6281311112222' });
    const history = second.json().audits;
    expect(history).toHaveLength(2);
    expect(history[0].changes).toEqual({
      bank_name: { old: 'BCA', new: null },
      phone_alt: { old: null, new: '+62 813 1111 2222' },
    });
    expect(history[0].adminEmail).toMatch(/@example\.com$/);
    expect(new Date(history[0].createdAt) > new Date(history[1].createdAt)).toBe(true);
    const audits = (await get(`/api/admin/registrations/${id}/audits`)).json();
    expect(audits).toEqual(history);

    const unchanged = await patch(id, { bank_name: '', name: 'Agen 10' });
    expect(unchanged.statusCode).toBe(200);
    expect(await auditRows(id)).toHaveLength(2);
  });

  it('edits the agent’s store under its store names, an emptied receipt address stored as null', async () => {
    const id = ids[11]!;
    const edited = await patch(id, { store_name: 'Toko Jaya', store_address_struk: 'Jl. Dago 2' });
    expect(edited.json()).toMatchObject({
      storeName: 'Toko Jaya',
      storeAddressStruk: 'Jl. Dago 2',
    });
    const emptied = await patch(id, { store_address_struk: '' });
    expect(emptied.json()).toMatchObject({ storeName: 'Toko Jaya', storeAddressStruk: null });
    expect(emptied.json().audits.map((audit: { changes: unknown }) => audit.changes)).toEqual([
      { store_address_struk: { old: 'Jl. Dago 2', new: null } },
      {
        store_name: { old: null, new: 'Toko Jaya' },
        store_address_struk: { old: null, new: 'Jl. Dago 2' },
      },
    ]);
  });

  it('soft-deletes a registration: gone from the list, detail, edit, documents and export', async () => {
    const id = ids[2]!;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/admin/registrations/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/registrations/${id}/audits`)).statusCode).toBe(404);
    expect((await get(`/api/admin/registrations/${id}/documents/ktp`)).statusCode).toBe(404);
    expect((await patch(id, { status: 'verified' })).statusCode).toBe(404);
    expect((await get('/api/admin/registrations?q=REG-20261121-000002')).json().total).toBe(0);
    expect((await get('/api/admin/registrations/export.csv')).body).not.toContain(
      'REG-20261121-000002',
    );
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await db()
      .select()
      .from(adminAuditEvents)
      .where(
        and(eq(adminAuditEvents.entityId, id), eq(adminAuditEvents.action, 'registration.delete')),
      );
    expect(audit).toBeTruthy();
  });

  it('exports the spec’s CSV: BOM, header, quotes, dashes, formulas neutralised; recorded', async () => {
    await db()
      .update(registrations)
      .set({
        fullName: '=HYPERLINK("http://x")',
        phone: '+6281200000005',
        village: 'Desa "Maju"',
        source: null,
        status: 'verified',
      })
      .where(eq(registrations.id, ids[5]!));
    const response = await get('/api/admin/registrations/export.csv?status=verified');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="registrations_\d{8}_\d{6}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Reg ID","Tanggal","Nama","Telepon","Email","Provinsi","Kab/Kota","Kecamatan","Desa/Kelurahan","Kode Pos","Status","Sumber"',
    );
    expect(lines.find((line) => line.startsWith('"REG-20261121-000005"'))).toBe(
      `"REG-20261121-000005","01/11/2026 07:05","'=HYPERLINK(""http://x"")","'+6281200000005","agen5@contoh.co.id","DKI Jakarta","Jakarta Pusat","Gambir","Desa ""Maju""","10110","Terverifikasi","-"`,
    );
    expect(lines.find((line) => line.startsWith('"REG-20261121-000040"'))).toContain(
      '"Terverifikasi","Teman, Media Sosial"',
    );
    const dataLines = lines.filter((line) => line.startsWith('"REG-'));
    // 100 verified at first; #1 became rejected and #5 verified.
    expect(dataLines).toHaveLength(100);
    expect(lines.at(-1)).toBe('');
    // The export shows what the list shows, search included (docs/product.md, "Exports").
    const listed = (await get('/api/admin/registrations?q=agen1')).json().total;
    expect(listed).toBeGreaterThan(1);
    const searched = (await get('/api/admin/registrations/export.csv?q=agen1')).body;
    expect(searched.split('\r\n').filter((line) => line.startsWith('"REG-'))).toHaveLength(listed);
    const exports = await db()
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, 'registration.export'));
    // The soft-delete test exported once before.
    expect(exports.map((event) => event.details)).toEqual([
      { filter: {} },
      { filter: { status: 'verified' } },
      // The term itself may be personal data: the audit notes only that there was a search.
      { filter: { searched: true } },
    ]);
  });

  describe('documents', () => {
    let id: string;
    const documentUrl = (field: string, regId = id) =>
      `/api/admin/registrations/${regId}/documents/${field}`;
    let origin: string;
    type File = { fileName: string; content: Buffer };
    /** The admin dialog's two steps: the file up through tus, then the JSON save naming it. */
    async function upload(field: string, file: File, token?: string) {
      const draft = token ?? (await replacementDraft(testApp, cookie, id));
      const sent = await sendWithTus(origin, draft, file.content, {
        headers: { cookie },
        metadata: { slot: field, filename: file.fileName },
      });
      return { draft, sent };
    }
    const save = (field: string, body: object, key = `replace-${randomUUID()}`) =>
      testApp.app.inject({
        method: 'PUT',
        url: documentUrl(field),
        headers: { cookie, 'idempotency-key': key },
        payload: body,
      });
    /** The answer the admin sees: the refused upload's, or the save's. */
    async function replace(field: string, file: File) {
      const { draft, sent } = await upload(field, file);
      if (sent.error) {
        const { status, body } = sent.error;
        return { statusCode: status, json: <T>() => JSON.parse(body) as T };
      }
      return save(field, { uploadDraft: draft, upload: idOf(sent.url) });
    }
    const keys = async () => {
      const [row] = await db().select().from(registrations).where(eq(registrations.id, id));
      return row!;
    };

    beforeAll(async () => {
      ({ origin } = await listen(testApp.app));
      const created = await testApp.app.inject(
        await registrationRequest(testApp.app, validRegistration(), {
          files: {
            npwp: null,
            ktp: { fileName: 'KTP Saya (1).JPG', type: 'image/jpeg', content: jpegBytes() },
          },
        }),
      );
      expect(created.statusCode).toBe(201);
      id = created.json().id;
    });

    it('lists the stored documents and gives a 300 s link, each view recorded', async () => {
      const detail = (await get(`/api/admin/registrations/${id}`)).json();
      expect(detail.documents.npwp).toBeNull();
      expect(detail.documents.ktp).toEqual({
        fileName: 'ktp_saya_1_.jpg',
        contentType: 'image/jpeg',
      });
      expect(detail.documents.kk).toEqual({ fileName: 'kk.pdf', contentType: 'application/pdf' });

      const link = await get(`${documentUrl('kk')}?purpose=download`);
      expect(link.statusCode).toBe(200);
      expect(link.json().expiresInSeconds).toBe(300);
      const file = await testApp.app.inject({ method: 'GET', url: link.json().url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdfBytes())).toBe(true);
      expect(file.headers['content-disposition']).toContain('kk.pdf');

      const missing = await get(documentUrl('npwp'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Failed to generate signed URL');
      expect((await get(documentUrl('passport'))).statusCode).toBe(400);

      const views = await db()
        .select()
        .from(adminAuditEvents)
        .where(
          and(
            eq(adminAuditEvents.entityId, id),
            eq(adminAuditEvents.action, 'registration.document_view'),
          ),
        );
      expect(views.map((view) => view.details)).toEqual([{ field: 'kk', purpose: 'download' }]);
    });

    it('replaces a document: new key, old file deleted, history row and event', async () => {
      const before = await keys();
      const oldKey = before.ktpKey!;
      const shownBefore = (await get(`/api/admin/registrations/${id}`)).json().documents.ktp;
      const count = storedFileCount(testApp.deps);
      const response = await replace('ktp', {
        fileName: 'KTP Baru (1).WEBP',
        content: webpBytes(),
      });
      expect(response.statusCode).toBe(200);
      const after = await keys();
      expect(after.ktpKey).toMatch(
        new RegExp(`^registrations/${id}/ktp/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.webp$`),
      );
      expect(response.json().documents.ktp).toEqual({
        fileName: 'ktp_baru_1_.webp',
        contentType: 'image/webp',
      });
      const detail = (await get(`/api/admin/registrations/${id}`)).json();
      expect(detail.documents.ktp.fileName).toBe('ktp_baru_1_.webp');
      expect(detail.documents.kk.fileName).toBe('kk.pdf');
      await expect(testApp.deps.storage.get(oldKey)).rejects.toThrow('stored file not found');
      expect(storedFileCount(testApp.deps)).toBe(count);
      const link = (await get(documentUrl('ktp'))).json();
      const file = await testApp.app.inject({ method: 'GET', url: link.url });
      expect(file.headers['content-disposition']).toContain('ktp_baru_1_.webp');

      const history = response.json().audits;
      expect(history).toHaveLength(1);
      expect(history[0].changes).toEqual({
        // The names the slot shows, as an admin reads them; the keys are in the event below.
        ktp_url: { old: shownBefore.fileName, new: 'ktp_baru_1_.webp' },
      });
      const [event] = await db()
        .select()
        .from(adminAuditEvents)
        .where(
          and(
            eq(adminAuditEvents.entityId, id),
            eq(adminAuditEvents.action, 'registration.document_replace'),
          ),
        );
      expect(event?.details).toEqual({
        field: 'ktp',
        oldKey,
        newKey: after.ktpKey,
        fileName: 'ktp_baru_1_.webp',
      });
    });

    it('names a document stored without its name after its slot, in the detail and download', async () => {
      const key = `registrations/${id}/selfie-ktp/2026/11/${randomUUID()}.png`;
      await testApp.deps.storage.put(key, Readable.from(pngBytes()), {
        maxBytes: 1024 * 1024,
        contentType: 'image/png',
      });
      await db()
        .update(registrations)
        .set({ selfieKtpKey: key, documentNames: {} })
        .where(eq(registrations.id, id));
      const detail = (await get(`/api/admin/registrations/${id}`)).json();
      expect(detail.documents.selfie_ktp).toEqual({
        fileName: 'selfie-ktp.png',
        contentType: 'image/png',
      });
      const link = (await get(documentUrl('selfie_ktp'))).json();
      const file = await testApp.app.inject({ method: 'GET', url: link.url });
      expect(file.headers['content-disposition']).toContain('selfie-ktp.png');
    });

    it('fills an empty slot under the sign-up folder', async () => {
      const response = await replace('npwp', {
        fileName: 'npwp.pdf',
        content: pdfBytes(),
      });
      expect(response.statusCode).toBe(200);
      expect((await keys()).npwpKey).toMatch(new RegExp(`^registrations/${id}/npwp/`));
      expect(response.json().audits[0].changes.npwp_url.old).toBeNull();
      expect(response.json().documents.npwp.fileName).toBe('npwp.pdf');
      const selfie = await replace('selfie_ktp', {
        fileName: 'selfie.png',
        content: pngBytes(),
      });
      expect((await keys()).selfieKtpKey).toMatch(new RegExp(`^registrations/${id}/selfie-ktp/`));
      expect(selfie.statusCode).toBe(200);
    });

    it('refuses bad bytes, a file too large, no upload or a slot that is no document, changing nothing', async () => {
      const before = await keys();
      const count = storedFileCount(testApp.deps);
      const historyLength = (await auditRows(id)).length;

      const html = await replace('kk', {
        fileName: 'kk.jpg',
        content: htmlBytes(),
      });
      expect(html.statusCode).toBe(415);
      expect(html.json().error).toMatchObject({
        code: 'unsupported_file_type',
        message: 'Tipe file tidak didukung. Gunakan JPG, PNG, WEBP, atau PDF.',
      });
      const large = await replace('kk', {
        fileName: 'besar.jpg',
        content: jpegBytes(10 * 1024 * 1024 + 1),
      });
      expect(large.statusCode).toBe(413);
      expect(large.json().error.message).toBe('Ukuran file melebihi 10MB');
      const none = await save('kk', {});
      expect(none.statusCode).toBe(400);
      const notADocument = await replace('passport', { fileName: 'p.pdf', content: pdfBytes() });
      expect(notADocument.statusCode).toBe(400);
      expect(notADocument.json().error.fields.slot).toBe(uploadText('upload.slot.invalid'));
      expect(await db().select().from(uploads)).toEqual([]);

      expect(await keys()).toEqual(before);
      expect(storedFileCount(testApp.deps)).toBe(count);
      expect(await auditRows(id)).toHaveLength(historyLength);
    });

    it('saves an upload once, replays the same save, and refuses one of another draft', async () => {
      const { draft, sent } = await upload('kk', { fileName: 'kk-2.pdf', content: pdfBytes() });
      const body = { uploadDraft: draft, upload: idOf(sent.url) };
      const key = `replace-${randomUUID()}`;
      const first = await save('kk', body, key);
      expect(first.statusCode).toBe(200);
      const historyLength = (await auditRows(id)).length;
      const replay = await save('kk', body, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().documents.kk.fileName).toBe('kk-2.pdf');
      const notReady = { kk: uploadText('upload.notReady') };
      // A new save naming the used upload: it was taken by the first.
      const again = await save('kk', body);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.fields).toEqual(notReady);
      // The same upload saved as another document: the slot is the one it was uploaded for.
      const other = await upload('kk', { fileName: 'kk-3.pdf', content: pdfBytes() });
      const otherBody = { uploadDraft: other.draft, upload: idOf(other.sent.url) };
      const elsewhere = await save('ktp', otherBody);
      expect(elsewhere.json().error.fields).toEqual({ ktp: uploadText('upload.notReady') });
      // Another draft's token naming it, or a checkout draft's.
      const stranger = await replacementDraft(testApp, cookie, id);
      const strangerSave = await save('kk', { ...otherBody, uploadDraft: stranger });
      expect(strangerSave.json().error.fields).toEqual(notReady);
      const checkout = await checkoutDraft(testApp);
      const checkoutSave = await save('kk', { ...otherBody, uploadDraft: checkout });
      expect(checkoutSave.json().error.fields).toEqual(notReady);
      // The draft of this registration saved on another one, and another admin's save.
      const elsewhereRegistration = await testApp.app.inject({
        method: 'PUT',
        url: documentUrl('kk', ids[0]),
        headers: { cookie, 'idempotency-key': `replace-${randomUUID()}` },
        payload: otherBody,
      });
      expect(elsewhereRegistration.json().error.fields).toEqual(notReady);
      const otherAdmin = await loginAs(testApp.app, await createUser(testApp.deps));
      const byOtherAdmin = await testApp.app.inject({
        method: 'PUT',
        url: documentUrl('kk'),
        headers: { cookie: otherAdmin, 'idempotency-key': `replace-${randomUUID()}` },
        payload: otherBody,
      });
      expect(byOtherAdmin.json().error.fields).toEqual(notReady);
      expect(await auditRows(id)).toHaveLength(historyLength);
      expect(await save('kk', otherBody).then((response) => response.statusCode)).toBe(200);
    });

    it('issues a replacement draft to a signed-in admin only, and its uploads are theirs', async () => {
      const ask = (headers: Record<string, string>, registrationId = id) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/upload-drafts',
          headers,
          payload: { kind: 'admin-replacement', registrationId },
        });
      expect((await ask({})).statusCode).toBe(401);
      const agent = await loginAs(testApp.app, await createUser(testApp.deps, { admin: false }));
      expect((await ask({ cookie: agent })).statusCode).toBe(403);
      expect((await ask({ cookie }, randomUUID())).statusCode).toBe(404);

      const token = await replacementDraft(testApp, cookie, id);
      // Without the admin's session the token is no one's: creation refused, nothing stored.
      const anonymous = await sendWithTus(origin, token, pdfBytes(), {
        metadata: { slot: 'kk', filename: 'kk.pdf' },
      });
      expect(anonymous.error?.status).toBe(400);
      const otherAdmin = await loginAs(testApp.app, await createUser(testApp.deps));
      const byOtherAdmin = await sendWithTus(origin, token, pdfBytes(), {
        headers: { cookie: otherAdmin },
        metadata: { slot: 'kk', filename: 'kk.pdf' },
      });
      expect(byOtherAdmin.error?.status).toBe(400);
      expect(await db().select().from(uploads)).toEqual([]);

      // Begun by its admin: HEAD and DELETE with the same token but another session are 404.
      const begun = await upload('kk', { fileName: 'kk.pdf', content: pdfBytes() }, token);
      const url = `/api/uploads/${idOf(begun.sent.url)}`;
      for (const [method, headers] of [
        ['HEAD', { cookie: otherAdmin }],
        ['DELETE', {}],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-draft-token': token },
        });
        expect(response.statusCode, method).toBe(404);
      }
      const own = await testApp.app.inject({
        method: 'DELETE',
        url,
        headers: { cookie, 'tus-resumable': '1.0.0', 'upload-draft-token': token },
      });
      expect(own.statusCode).toBe(204);
      expect(await db().select().from(uploads)).toEqual([]);
    });

    it('answers 404 for a deleted registration and stores nothing', async () => {
      const count = storedFileCount(testApp.deps);
      const response = await replace('ktp', {
        fileName: 'x.pdf',
        content: pdfBytes(),
      });
      expect(response.statusCode).toBe(200);
      // An upload begun before the registration was deleted is not saved on it.
      const begun = await upload('ktp', { fileName: 'y.pdf', content: pdfBytes() });
      const before = await keys();
      await db()
        .update(registrations)
        .set({ deletedAt: new Date() })
        .where(eq(registrations.id, id));
      const gone = await save('ktp', { uploadDraft: begun.draft, upload: idOf(begun.sent.url) });
      expect(gone.statusCode).toBe(404);
      expect((await keys()).ktpKey).toBe(before.ktpKey);
      expect((await get(documentUrl('ktp'))).statusCode).toBe(404);
      // No new draft for it either: nothing more can be stored for a deleted registration.
      await expect(replacementDraft(testApp, cookie, id)).rejects.toThrow('draft: 404');
      // The unsaved upload (its data and metadata) is kept until it expires, as any unclaimed one.
      expect(storedFileCount(testApp.deps)).toBe(count + 2);
    });
  });
});
