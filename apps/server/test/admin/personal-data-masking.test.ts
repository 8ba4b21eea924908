import { STAFF_ROLES, type StaffRole } from '@toko/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, registrations } from '../../src/db/schema';
import { endSessionsOfUser } from '../../src/modules/auth/sessions-repository';
import { setStaffRole } from '../../src/modules/auth/users-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { jpegBytes } from '../uploads/sample-files';
import { registrationRow } from './registration-rows';

const NIK = '3201234567890001';
const FIRST_BANK_ACCOUNT = '1234567890';
const BANK_ACCOUNT = '5550006789';
const STREET = 'Jl. Rahasia No. 7';
const FULL_ADDRESS = 'Jl. Rahasia No. 7 RT 01/RW 02, Gambir';
/** Every whole value that must never reach a staff member without a reveal. */
const SECRETS = [NIK, FIRST_BANK_ACCOUNT, BANK_ACCOUNT, STREET, FULL_ADDRESS];
const REVEALERS: readonly StaffRole[] = ['owner', 'verifier'];
const EXPORTERS: readonly StaffRole[] = ['owner', 'verifier'];

function expectNoSecret(text: string, what: string) {
  for (const secret of SECRETS) expect(text, `${what} shows ${secret}`).not.toContain(secret);
}

async function xlsxText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
  );
  return cells.join('\n');
}

describe('personal data behind a door', () => {
  let testApp: TestApp;
  const users = {} as Record<StaffRole, TestUser>;
  const cookies = {} as Record<StaffRole, string>;
  let id: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const role of STAFF_ROLES) {
      users[role] = await createUser(testApp.deps, { role });
      cookies[role] = await loginAs(testApp.app, users[role]);
    }
    const [row] = await testApp.deps.database.db
      .insert(registrations)
      .values(
        registrationRow(1, {
          name: 'Rahmat Masking',
          fullName: 'Rahmat Masking Lengkap',
          idNumber: NIK,
          bankName: 'BCA',
          bankHolder: 'Rahmat',
          bankAccount: FIRST_BANK_ACCOUNT,
          address: STREET,
          addressFull: FULL_ADDRESS,
        }),
      )
      .returning({ id: registrations.id });
    id = row!.id;
    // An edit of a protected field: its old and new values are in the history and Aktivitas.
    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie: cookies.owner },
      payload: { bank_account: BANK_ACCOUNT },
    });
    expect(edited.statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const get = (role: StaffRole, url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } });
  const reveal = (role: StaffRole, field: string, cookie = cookies[role]) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/reveal`,
      headers: { cookie },
      payload: { field },
    });
  const reveals = () =>
    db()
      .select()
      .from(adminAuditEvents)
      .where(
        and(eq(adminAuditEvents.entityId, id), eq(adminAuditEvents.action, 'registration.reveal')),
      );

  describe.each(STAFF_ROLES)('as %s', (role) => {
    it('the list and its search by name show no protected value', async () => {
      const list = await get(role, '/api/admin/registrations?q=rahmat%20masking');
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([id]);
      expectNoSecret(list.body, 'the list');
    });

    it('the detail, its history and Aktivitas show the masks', async () => {
      const detail = await get(role, `/api/admin/registrations/${id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        idNumber: '3201********0001',
        bankAccount: '****6789',
        address: '****',
        addressFull: '****',
        province: 'DKI Jakarta',
        city: 'Jakarta Pusat',
        district: 'Gambir',
        bankName: 'BCA',
      });
      expect(detail.json().audits[0].changes).toEqual({
        bank_account: { old: '****7890', new: '****6789' },
      });
      expectNoSecret(detail.body, 'the detail');

      const audits = await get(role, `/api/admin/registrations/${id}/audits`);
      expect(audits.statusCode).toBe(200);
      expectNoSecret(audits.body, 'the history');

      const activity = await get(role, `/api/admin/registrations/${id}/activity`);
      expect(activity.statusCode).toBe(200);
      const edit = activity
        .json()
        .find((entry: { action?: string }) => entry.action === 'registration.edit');
      expect(edit.changes).toEqual({ bank_account: { old: '****7890', new: '****6789' } });
      expectNoSecret(activity.body, 'Aktivitas');
    });

    it('exports (CSV, XLSX) carry no protected value', async () => {
      for (const format of ['csv', 'xlsx'] as const) {
        const exported = await get(role, `/api/admin/registrations/export.${format}?q=rahmat`);
        // Penjualan and Pengamat may not export once every route declares its permission
        // (the roles work); until then the route answers them like anyone else.
        if (EXPORTERS.includes(role)) expect(exported.statusCode, format).toBe(200);
        else expect([200, 403], format).toContain(exported.statusCode);
        if (exported.statusCode !== 200) continue;
        const text = format === 'csv' ? exported.body : await xlsxText(exported.rawPayload);
        expect(text, format).toContain('Rahmat Masking Lengkap');
        expectNoSecret(text, `the ${format} export`);
      }
    });

    it('a search by the full NIK finds the row only for a role that may reveal it', async () => {
      const byNik = await get(role, `/api/admin/registrations?q=${NIK}`);
      expect(byNik.statusCode).toBe(200);
      const found = byNik.json().items.map((item: { id: string }) => item.id);
      expect(found).toEqual(REVEALERS.includes(role) ? [id] : []);
      expect(byNik.json().total).toBe(found.length);
      expectNoSecret(byNik.body, 'the NIK search');
      // Neither a part of the NIK nor a bank account number narrows a list, for anyone.
      for (const probe of [NIK.slice(0, 8), NIK.slice(4, 12), BANK_ACCOUNT, '6789']) {
        const probed = await get(role, `/api/admin/registrations?q=${probe}`);
        expect(probed.json().items, probe).toEqual([]);
      }
    });
  });

  it('a revealing role gets each whole value, never cached, one audit entry per reveal', async () => {
    const before = (await reveals()).length;
    const expected = {
      idNumber: NIK,
      bankAccount: BANK_ACCOUNT,
      address: STREET,
      addressFull: FULL_ADDRESS,
    };
    for (const role of REVEALERS) {
      for (const [field, value] of Object.entries(expected)) {
        const answer = await reveal(role, field);
        expect(answer.statusCode, `${role} ${field}`).toBe(200);
        expect(answer.json()).toEqual({ value });
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
    const recorded = (await reveals()).slice(before);
    expect(recorded).toHaveLength(REVEALERS.length * Object.keys(expected).length);
    for (const role of REVEALERS) {
      const mine = recorded.filter((event) => event.adminUserId === users[role].id);
      expect(mine.map((event) => event.details)).toEqual(
        Object.keys(expected).map((field) => ({ field })),
      );
    }

    const activity = await get('owner', `/api/admin/registrations/${id}/activity`);
    const shown = activity
      .json()
      .filter((entry: { action?: string }) => entry.action === 'registration.reveal');
    expect(shown).toHaveLength(recorded.length);
    expect(shown[0]).toMatchObject({ author: expect.any(String), field: expect.any(String) });
  });

  it('refuses a reveal to a role without the permission, and a field that is not protected', async () => {
    const before = (await reveals()).length;
    for (const role of ['sales', 'viewer'] as const) {
      const refused = await reveal(role, 'idNumber');
      expect(refused.statusCode, role).toBe(403);
      expect(refused.body).not.toContain(NIK);
    }
    expect((await reveal('owner', 'email')).statusCode).toBe(400);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/registrations/00000000-0000-4000-8000-000000000000/reveal',
      headers: { cookie: cookies.owner },
      payload: { field: 'idNumber' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await reveal('owner', 'idNumber', '')).statusCode).toBe(401);
    expect(await reveals()).toHaveLength(before);
  });

  it('refuses an edit that would save a mask as the value', async () => {
    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie: cookies.owner },
      payload: { id_number: '3201********0002' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields.id_number).toBe(
      'Isian masih berisi tanda *. Tampilkan nilainya dulu atau ketik nilai lengkap yang baru',
    );
    expect((await reveal('owner', 'idNumber')).json()).toEqual({ value: NIK });
  });

  describe('document links', () => {
    let withDocument: string;

    beforeAll(async () => {
      const created = await testApp.app.inject(
        await registrationRequest(testApp.app, validRegistration(), {
          files: {
            npwp: null,
            ktp: { fileName: 'ktp.jpg', type: 'image/jpeg', content: jpegBytes() },
          },
        }),
      );
      expect(created.statusCode).toBe(201);
      withDocument = created.json().id;
    });

    const linkFor = (cookie: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/admin/registrations/${withDocument}/documents/ktp`,
        headers: { cookie },
      });
    const fetchFile = (url: string) => testApp.app.inject({ method: 'GET', url });

    it('are signed only for roles that may see documents', async () => {
      for (const role of STAFF_ROLES) {
        const link = await linkFor(cookies[role]);
        const allowed = role === 'owner' || role === 'verifier';
        expect(link.statusCode, role).toBe(allowed ? 200 : 403);
        if (allowed) expect((await fetchFile(link.json().url)).statusCode, role).toBe(200);
      }
    });

    it('stop serving once the signer loses the permission, and a forged holder is refused', async () => {
      const verifier = await createUser(testApp.deps, { role: 'verifier' });
      const link = await linkFor(await loginAs(testApp.app, verifier));
      expect(link.statusCode).toBe(200);
      const url: string = link.json().url;
      expect((await fetchFile(url)).statusCode).toBe(200);

      // Another user's id in the link breaks its signature.
      const forged = url.replace(/for=[^&]+/, `for=${users.owner.id}`);
      expect((await fetchFile(forged)).statusCode).toBe(403);
      // Dropping the holder breaks it too.
      expect((await fetchFile(url.replace(/&?for=[^&]+&may=[^&]+/, ''))).statusCode).toBe(403);

      await setStaffRole(db(), verifier.id, 'sales');
      await endSessionsOfUser(db(), verifier.id);
      expect((await fetchFile(url)).statusCode).toBe(403);

      await setStaffRole(db(), verifier.id, 'verifier');
      expect((await fetchFile(url)).statusCode).toBe(200);
    });
  });
});
