import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AUDIT_LOG_PAGE_SIZE, type AdminAuditEvent, type AdminAuditLog } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, registrations } from '../../src/db/schema';
import { registrationRow } from '../admin/registration-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { staffClient } from '../staff/staff-client';
import { jpegBytes } from '../uploads/sample-files';

const NIK = '3201234567890777';
const PHONE = '081299887766';
const EMAIL = 'agen.rahasia@contoh.co.id';
/** The applicant's values that no text of the log may show. */
const PERSONAL = [NIK, PHONE, '+6281299887766', EMAIL];
const KTP_KEY = `registrations/audit-log/ktp/${randomUUID()}.jpg`;
const INVITED = 'penjualan.baru@contoh.co.id';

/** 120 events in one instant: only the id orders them, so the pages prove the tie-break. */
const BULK = 120;
const BULK_AT = new Date('2020-01-01T05:00:00.000Z');
/** The last instant of 31 December 2019 in WIB, and the first of 1 January 2020. */
const LAST_OF_2019 = new Date('2019-12-31T16:59:59.999Z');
const FIRST_OF_2020 = new Date('2019-12-31T17:00:00.000Z');

describe('GET /api/admin/audit-events ("Log Audit")', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let bulkAuthor: TestUser;
  let cookie: string;
  let registrationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createUser(testApp.deps, { role: 'owner' });
    bulkAuthor = await createUser(testApp.deps, { role: 'owner' });
    cookie = await loginAs(testApp.app, owner);
    await testApp.deps.storage.put(KTP_KEY, Readable.from([jpegBytes()]), {
      maxBytes: 1024 * 1024,
      contentType: 'image/jpeg',
    });
    const db = testApp.deps.database.db;
    const [row] = await db
      .insert(registrations)
      .values(
        registrationRow(1, {
          status: 'new',
          idNumber: NIK,
          phone: PHONE,
          phoneE164: '+6281299887766',
          email: EMAIL,
          ktpKey: KTP_KEY,
        }),
      )
      .returning({ id: registrations.id });
    registrationId = row!.id;
    await db.insert(adminAuditEvents).values([
      ...Array.from({ length: BULK }, () => ({
        adminUserId: bulkAuthor.id,
        action: 'order.export',
        entityType: 'order',
        createdAt: BULK_AT,
      })),
      { adminUserId: null, action: 'order.purge', entityType: 'order', createdAt: LAST_OF_2019 },
      { adminUserId: null, action: 'order.purge', entityType: 'order', createdAt: FIRST_OF_2020 },
    ]);
    // Four kinds of events through the real API, by the owner.
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      testApp.app.inject({ method, url, payload, headers: { cookie } });
    const changed = await call('PATCH', `/api/admin/registrations/${registrationId}`, {
      status: 'verified',
    });
    expect(changed.statusCode).toBe(200);
    const viewed = await call('GET', `/api/admin/registrations/${registrationId}/documents/ktp`);
    expect(viewed.statusCode).toBe(200);
    const revealed = await call('POST', `/api/admin/registrations/${registrationId}/reveal`, {
      field: 'idNumber',
    });
    expect(revealed.statusCode).toBe(200);
    expect((await staffClient(testApp).invite(cookie, INVITED, 'sales')).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  const get = (query = '', withCookie = cookie) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events${query}`,
      headers: { cookie: withCookie },
    });

  async function page(query = ''): Promise<AdminAuditLog> {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Every page of a filter, following `next`, with the raw bodies. */
  async function allPages(filter: string) {
    const pages: AdminAuditLog[] = [];
    const bodies: string[] = [];
    let next: string | null = null;
    do {
      const query: string = `?${filter}${next ? `&before=${encodeURIComponent(next)}` : ''}`;
      const response = await get(query);
      expect(response.statusCode, response.body).toBe(200);
      bodies.push(response.body);
      const current: AdminAuditLog = response.json();
      pages.push(current);
      next = current.next;
    } while (next);
    return { pages, items: pages.flatMap((one) => one.items), bodies };
  }

  const byOrder = (a: AdminAuditEvent, b: AdminAuditEvent) =>
    a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1;

  it('lists the API events newest first with their author and a text from the catalogue', async () => {
    const { items } = await page();
    expect(items).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect([...items].sort(byOrder)).toEqual(items);
    const mine = items.filter((item) => item.author === owner.email);
    expect(mine.map((item) => item.action).sort()).toEqual(
      [
        'registration.document_view',
        'registration.reveal',
        'registration.status_change',
        'staff.invite',
      ].sort(),
    );
    // They are the latest: nothing older is listed before them.
    expect(items.slice(0, 4)).toEqual(mine);
    const text = (action: string) => mine.find((item) => item.action === action)?.text;
    expect(text('registration.status_change')).toBe('Status diubah: Baru → Terverifikasi');
    expect(text('registration.document_view')).toBe('Dokumen dilihat: KTP');
    expect(text('registration.reveal')).toBe('Data pribadi ditampilkan: NIK');
    expect(text('staff.invite')).toBe('Staf diundang');
    const reveal = mine.find((item) => item.action === 'registration.reveal');
    expect(reveal).toMatchObject({ entityType: 'registration', entityId: registrationId });
  });

  it('pages every event exactly once, ties broken by id, with no personal value', async () => {
    const { pages, items, bodies } = await allPages('');
    expect(items).toHaveLength(BULK + 2 + 4);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect([...items].sort(byOrder)).toEqual(items);
    expect(pages.map((one) => one.items.length)).toEqual([50, 50, 26]);
    expect(pages.at(-1)!.next).toBeNull();
    for (const body of bodies) {
      for (const value of [...PERSONAL, INVITED]) {
        expect(body, `a page shows ${value}`).not.toContain(value);
      }
    }
  });

  it('filters by staff member, by no staff member and by action', async () => {
    const bulk = await allPages(`staff=${bulkAuthor.id}`);
    expect(bulk.items).toHaveLength(BULK);
    expect(bulk.pages.map((one) => one.items.length)).toEqual([50, 50, 20]);
    expect(new Set(bulk.items.map((item) => item.id)).size).toBe(BULK);
    expect(bulk.items.every((item) => item.author === bulkAuthor.email)).toBe(true);

    const system = await page('?staff=none');
    expect(system.items.map((item) => item.at)).toEqual([
      '2019-12-31T17:00:00.000000Z',
      '2019-12-31T16:59:59.999000Z',
    ]);
    expect(system.items.every((item) => item.author === null)).toBe(true);

    const reveals = await page('?action=registration.reveal');
    expect(reveals.items.map((item) => item.author)).toEqual([owner.email]);
    expect(reveals.next).toBeNull();
    const none = await page(`?action=order.delete&staff=${owner.id}`);
    expect(none).toEqual({ items: [], next: null });
  });

  it('filters by whole days in WIB', async () => {
    const newYear = await allPages('from=2020-01-01&to=2020-01-01');
    expect(newYear.items).toHaveLength(BULK + 1);
    expect(newYear.items[BULK]!.at).toBe('2019-12-31T17:00:00.000000Z');
    const lastDay = await page('?to=2019-12-31');
    expect(lastDay.items.map((item) => item.at)).toEqual(['2019-12-31T16:59:59.999000Z']);
    const since = await page('?from=2020-01-02');
    expect(since.items).toHaveLength(4);
  });

  it('refuses a bad filter with a clear message and a role without audit.read', async () => {
    for (const query of [
      '?action=order.bogus',
      '?staff=someone',
      '?from=2020-02-30',
      '?from=2020-01-02&to=2020-01-01',
      '?before=yesterday',
    ]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
    const reversed = await get('?from=2020-01-02&to=2020-01-01');
    expect(reversed.body).toContain('Dari tanggal');
    for (const role of ['verifier', 'sales', 'viewer'] as const) {
      const other = await loginAs(testApp.app, await createUser(testApp.deps, { role }));
      expect((await get('', other)).statusCode, role).toBe(403);
    }
  });
});
