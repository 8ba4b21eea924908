import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, registrations } from '../../src/db/schema';
import { insertUser, setStaffRole } from '../../src/modules/auth/users-repository';
import { hashPassword } from '../../src/modules/auth/password';
import { registrationRow } from '../admin/registration-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';

const NIK = '3201234567890888';
const OLD_ACCOUNT = '1234567890';
const NEW_ACCOUNT = '9876543210';
/** An author whose e-mail a spreadsheet would read as a formula. */
const FORMULA_EMAIL = '=HYPERLINK("http://x")@contoh.co.id';
const OLD_DAY = new Date('2020-03-10T03:00:00.000Z');
const HEADER = '\uFEFF"Waktu","Oleh","Jenis aktivitas","Aktivitas","Data","ID data"';

const rowsOf = (body: string) => body.split('\r\n').filter((line) => line !== '');

describe('GET /api/admin/audit-events/export.csv ("Log Audit" as CSV)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let cookie: string;
  let formulaAuthorId: string;
  let registrationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createUser(testApp.deps, { role: 'owner' });
    cookie = await loginAs(testApp.app, owner);
    const db = testApp.deps.database.db;
    const formulaAuthor = await insertUser(db, {
      email: FORMULA_EMAIL,
      passwordHash: await hashPassword('correct horse battery staple'),
      now: testApp.deps.now(),
    });
    formulaAuthorId = formulaAuthor!.id;
    await setStaffRole(db, formulaAuthorId, 'viewer');
    const [row] = await db
      .insert(registrations)
      .values(registrationRow(1, { idNumber: NIK, bankAccount: OLD_ACCOUNT }))
      .returning({ id: registrations.id });
    registrationId = row!.id;
    await db.insert(adminAuditEvents).values([
      {
        adminUserId: formulaAuthorId,
        action: 'order.delete',
        entityType: 'order',
        entityId: '-1+2',
        createdAt: OLD_DAY,
      },
      { adminUserId: null, action: 'order.purge', entityType: 'order', createdAt: OLD_DAY },
    ]);
    // An edit of a protected field and a reveal: their details hold, or name, personal values.
    const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      testApp.app.inject({ method, url, payload, headers: { cookie } });
    const base = `/api/admin/registrations/${registrationId}`;
    expect((await call('PATCH', base, { bank_account: NEW_ACCOUNT })).statusCode).toBe(200);
    expect((await call('POST', `${base}/reveal`, { field: 'idNumber' })).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  const exportCsv = (query = '', withCookie: string | null = cookie) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events/export.csv${query}`,
      headers: withCookie ? { cookie: withCookie } : {},
    });

  const exportsRecorded = () =>
    testApp.deps.database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, 'audit.export'));

  it('streams every event as CSV, labelled, formulas neutralised, no personal value', async () => {
    const response = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log_\d{8}_\d{6}\.csv"$/,
    );
    const lines = rowsOf(response.body);
    expect(lines[0]).toBe(HEADER);
    // The export's own entry is first (recorded before the rows are read), then the edit and reveal.
    expect(lines[1]).toContain(
      `"${owner.email}","Log audit diekspor (CSV)","Log audit diekspor (CSV)","audit","-"`,
    );
    expect(lines).toContainEqual(
      `"10/03/2020 10:00","'=HYPERLINK(""http://x"")@contoh.co.id","Order dihapus","Order dihapus","order","'-1+2"`,
    );
    expect(lines).toContainEqual(
      `"10/03/2020 10:00","Sistem / pendaftar","Order dihapus otomatis","Data order dihapus otomatis (masa simpan habis)","order","-"`,
    );
    expect(lines.some((line) => line.includes('"Data pribadi ditampilkan: NIK"'))).toBe(true);
    expect(lines.some((line) => line.includes('"Data pendaftaran diubah","Data diubah"'))).toBe(
      true,
    );
    expect(lines).toHaveLength(1 + 5);
    for (const value of [NIK, OLD_ACCOUNT, NEW_ACCOUNT]) {
      expect(response.body, `the CSV shows ${value}`).not.toContain(value);
    }
  });

  it('applies the page’s filters: staff, action and whole days in WIB, named by the range', async () => {
    const byStaff = rowsOf((await exportCsv(`?staff=${formulaAuthorId}`)).body);
    expect(byStaff).toHaveLength(2);
    const none = rowsOf((await exportCsv('?staff=none')).body);
    expect(none.slice(1).every((line) => line.includes('"Sistem / pendaftar"'))).toBe(true);
    expect(none).toHaveLength(2);
    const reveals = rowsOf((await exportCsv('?action=registration.reveal')).body);
    expect(reveals).toHaveLength(2);
    expect(reveals[1]).toContain(`"${registrationId}"`);
    const ranged = await exportCsv('?from=2020-03-10&to=2020-03-10');
    expect(ranged.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log_20200310-20200310_\d{8}_\d{6}\.csv"$/,
    );
    expect(rowsOf(ranged.body)).toHaveLength(3);
    expect(rowsOf((await exportCsv('?to=2020-03-09')).body)).toEqual([HEADER]);
    expect((await exportCsv('?from=2020-03-11&to=2020-03-10')).statusCode).toBe(400);
    expect((await exportCsv('?action=bogus')).statusCode).toBe(400);
  });

  it('reads past its batch of 1,000: every event once, ties in one instant broken by id', async () => {
    const author = await createUser(testApp.deps, { role: 'sales' });
    const count = 2_345;
    await testApp.deps.database.db.insert(adminAuditEvents).values(
      Array.from({ length: count }, (_, index) => ({
        adminUserId: author.id,
        action: 'order.export',
        entityType: 'order',
        entityId: `batch-${index}`,
        createdAt: new Date('2019-06-01T03:00:00.000Z'),
      })),
    );
    const lines = rowsOf((await exportCsv(`?staff=${author.id}`)).body);
    expect(lines).toHaveLength(1 + count);
    expect(new Set(lines).size).toBe(1 + count);
  });

  it('records each export once as audit.export with its filter, never a personal value', async () => {
    const before = (await exportsRecorded()).length;
    const staff = randomUUID();
    await exportCsv(`?staff=${staff}&action=order.delete&from=2020-01-01&to=2020-12-31`);
    const after = await exportsRecorded();
    expect(after).toHaveLength(before + 1);
    const latest = after.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(latest).toMatchObject({
      adminUserId: owner.id,
      entityType: 'audit',
      entityId: null,
      details: { filter: { staff, action: 'order.delete', from: '2020-01-01', to: '2020-12-31' } },
    });
  });

  it('is the Pemilik’s only: 403 for every other role, 401 signed out, nothing recorded', async () => {
    const before = (await exportsRecorded()).length;
    for (const role of ['verifier', 'sales', 'viewer'] as const) {
      const other = await loginAs(testApp.app, await createUser(testApp.deps, { role }));
      const refused = await exportCsv('', other);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('not_authorized');
    }
    expect((await exportCsv('', null)).statusCode).toBe(401);
    expect(await exportsRecorded()).toHaveLength(before);
  });
});
