import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEvents,
  listCounts,
  orders,
  registrationAudits,
  registrations,
  searchTermCounts,
} from '../../src/db/schema';
import { rememberTerm } from '../../src/lib/search-term-counts';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { storedSize } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { reportFigure } from '../helpers/report-figure';

const DAY = 86_400_000;
const MINUTE = 60_000;
const NIK = '3171011505900001';

/** Retention (RETENTION_DAYS, default 30) run by the hourly cleanup, on the app's clock. */
describe('retention of deleted orders and registrations', () => {
  let testApp: TestApp;
  let adminUser: TestUser;
  let cookie: string;
  const deletedIds = { order: '', registration: '' };
  const liveIds = { order: '', registration: '' };
  let fileKeys: string[] = [];
  /** The deleted rows' own values, as stored: what must not survive the purge anywhere. */
  let personal: string[] = [];
  const personalPattern = () =>
    personal.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

  const db = () => testApp.deps.database.db;
  const admin = (method: 'GET' | 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, payload });

  async function purgeCounts() {
    testApp.logLines.length = 0;
    await runCleanup(testApp.deps, testApp.app.log);
    const done = testApp.logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'cleanup done');
    return done.purged;
  }

  /** Rows of the database that still hold any of the personal values, table by table. */
  async function personalLeftIn(ids: string[]) {
    const tables = { orders, registrations, registration_audits: registrationAudits };
    const found: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const idColumn = table === registrationAudits ? registrationAudits.registrationId : table.id;
      const [row] = await db()
        .select({ n: count() })
        .from(table)
        .where(
          and(inArray(idColumn, ids), sql`(${sql.raw(`"${name}"`)}::text) ~* ${personalPattern()}`),
        );
      found[name] = row!.n;
    }
    const [audit] = await db()
      .select({ n: count() })
      .from(adminAuditEvents)
      .where(
        and(
          inArray(adminAuditEvents.entityId, ids),
          sql`${adminAuditEvents.details}::text ~* ${personalPattern()}`,
        ),
      );
    found.admin_audit_events = audit!.n;
    return found;
  }

  /** Search tables, list counts and remembered counts against the wide tables' live rows. */
  async function expectSearchesExact() {
    for (const [list, table] of [
      ['orders', orders],
      ['registrations', registrations],
    ] as const) {
      const live = await db()
        .select({ status: table.status, n: count() })
        .from(table)
        .where(isNull(table.deletedAt))
        .groupBy(table.status);
      const kept = await db().select().from(listCounts).where(eq(listCounts.list, list));
      expect(
        Object.fromEntries(kept.filter((row) => row.live).map((row) => [row.status, row.live])),
      ).toEqual(Object.fromEntries(live.map((row) => [row.status, row.n])));
      const term = list === 'orders' ? 'siti' : 'budi';
      const matches = await db()
        .select({ status: table.status, n: count() })
        .from(table)
        .where(and(isNull(table.deletedAt), like(table.searchText, `%${term}%`)))
        .groupBy(table.status);
      const remembered = await db()
        .select()
        .from(searchTermCounts)
        .where(and(eq(searchTermCounts.list, list), eq(searchTermCounts.term, term)));
      expect(
        Object.fromEntries(
          remembered.filter((row) => row.matches).map((row) => [row.status, row.matches]),
        ),
      ).toEqual(Object.fromEntries(matches.map((row) => [row.status, row.n])));
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    adminUser = await createUser(testApp.deps);
    cookie = await loginAs(testApp.app, adminUser);
    for (const kind of ['deleted', 'live'] as const) {
      const order = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
      const registration = await testApp.app.inject(
        await registrationRequest(
          testApp.app,
          validRegistration(kind === 'live' ? { ktpNumber: NIK } : {}),
        ),
      );
      expect([order.statusCode, registration.statusCode]).toEqual([201, 201]);
      const ids = kind === 'deleted' ? deletedIds : liveIds;
      ids.order = order.json().id;
      ids.registration = registration.json().id;
    }
    for (const [table, term] of [
      [orders, 'siti'],
      [registrations, 'budi'],
    ] as const) {
      await rememberTerm(db(), { table, q: term, maxTerms: 200 });
    }
    // An edit keeps old and new values in the history: those are personal data too.
    const edit = await admin('PATCH', `/registrations/${deletedIds.registration}`, {
      full_name: 'Budi Santoso Wibowo',
    });
    expect(edit.statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, deletedIds.order));
    const [registration] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, deletedIds.registration));
    personal = [
      ...[order!.buyerName, order!.email, order!.phone, order!.address],
      ...[registration!.fullName, registration!.email, registration!.phone, registration!.address],
      ...[registration!.idNumber!, 'Budi Santoso'],
    ];
    fileKeys = [
      order!.paymentProofKey!,
      ...[
        registration!.ktpKey,
        registration!.kkKey,
        registration!.selfieKtpKey,
        registration!.npwpKey,
        registration!.bankCertKey,
        registration!.storePhotoOutKey,
        registration!.storePhotoInKey,
        registration!.signatureKey,
      ].filter((key): key is string => Boolean(key)),
    ];
    // An internal note may name the person too: its text goes with the record's data.
    for (const [path, text] of [
      [`/orders/${deletedIds.order}/notes`, `${order!.buyerName} minta ditelepon ${order!.phone}`],
      [`/registrations/${deletedIds.registration}/notes`, `KTP ${registration!.idNumber} dicek`],
    ] as const) {
      expect((await admin('POST', path, { text })).statusCode).toBe(200);
    }
    expect((await admin('DELETE', `/orders/${deletedIds.order}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/registrations/${deletedIds.registration}`)).statusCode).toBe(
      204,
    );
  });
  afterAll(() => testApp.close());

  it('keeps everything until RETENTION_DAYS (30) have passed since the deletion', async () => {
    testApp.advanceTime(30 * DAY - MINUTE);
    const purged = await purgeCounts();
    const left = await personalLeftIn([deletedIds.order, deletedIds.registration]);
    reportFigure(
      `after 30 days − 1 minute: purged ${JSON.stringify(purged)}, personal rows left ${JSON.stringify(left)}`,
    );
    expect(purged).toEqual({ orders: 0, registrations: 0, files: 0 });
    expect(left.orders).toBe(1);
    expect(left.registrations).toBe(1);
    for (const key of fileKeys) expect(await storedSize(testApp.deps, key)).toBeGreaterThan(0);
  });

  it('after 30 days and a bit, empties the personal fields and deletes the files', async () => {
    const [deletedOrderBefore] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, deletedIds.order));
    testApp.advanceTime(2 * MINUTE);
    const purged = await purgeCounts();
    const left = await personalLeftIn([deletedIds.order, deletedIds.registration]);
    let filesLeft = 0;
    for (const key of fileKeys) {
      filesLeft += (await storedSize(testApp.deps, key)) === undefined ? 0 : 1;
    }
    reportFigure(
      `after 30 days + 1 minute: purged ${JSON.stringify(purged)}, personal rows left ${JSON.stringify(left)}, files left ${filesLeft} of ${fileKeys.length}`,
    );
    expect(purged).toEqual({ orders: 1, registrations: 1, files: fileKeys.length });
    expect(fileKeys).toHaveLength(9);
    expect(left).toEqual({
      orders: 0,
      registrations: 0,
      registration_audits: 0,
      admin_audit_events: 0,
    });
    expect(filesLeft).toBe(0);

    const [order] = await db().select().from(orders).where(eq(orders.id, deletedIds.order));
    expect(order).toMatchObject({
      orderNumber: deletedOrderBefore!.orderNumber,
      status: deletedOrderBefore!.status,
      total: deletedOrderBefore!.total,
      items: deletedOrderBefore!.items,
      createdAt: deletedOrderBefore!.createdAt,
      deletedAt: deletedOrderBefore!.deletedAt,
      buyerName: '',
      paymentProofKey: null,
    });
    expect(order!.purgedAt).toBeInstanceOf(Date);
    const [registration] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, deletedIds.registration));
    expect(registration).toMatchObject({ idNumber: null, bankAccount: null, documentNames: {} });
    expect(registration!.deletedAt).toBeInstanceOf(Date);

    // The log line and the audit: counts and ids, with no admin.
    expect(testApp.logLines.join('\n')).not.toMatch(new RegExp(personalPattern(), 'i'));
    const events = await db()
      .select()
      .from(adminAuditEvents)
      .where(inArray(adminAuditEvents.action, ['order.purge', 'registration.purge']));
    expect(events.map((event) => [event.action, event.entityId, event.adminUserId]).sort()).toEqual(
      [
        ['order.purge', deletedIds.order, null],
        ['registration.purge', deletedIds.registration, null],
      ],
    );
  });

  it('leaves the live rows, searches and counts exact, and the purged rows deleted', async () => {
    cookie = await loginAs(testApp.app, adminUser); // 30 days later: a new session
    await expectSearchesExact();
    const search = async (list: string, q: string) =>
      (await admin('GET', `/${list}?q=${encodeURIComponent(q)}`)).json();
    const orderHits = await search('orders', 'Siti Rahayu');
    const registrationHits = await search('registrations', 'budi');
    reportFigure(
      `searches after the purge: orders "Siti Rahayu" ${orderHits.total}, registrations "budi" ${registrationHits.total}`,
    );
    expect(orderHits.items.map((item: { id: string }) => item.id)).toEqual([liveIds.order]);
    expect(registrationHits.items.map((item: { id: string }) => item.id)).toEqual([
      liveIds.registration,
    ]);
    expect((await admin('GET', `/orders/${deletedIds.order}`)).statusCode).toBe(404);
    expect((await admin('GET', `/registrations/${deletedIds.registration}`)).statusCode).toBe(404);
    const [live] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, liveIds.registration));
    expect(live).toMatchObject({ fullName: 'Budi Santoso', idNumber: NIK, purgedAt: null });
  });

  it('does nothing more when it runs again', async () => {
    const auditBefore = await db().select({ n: count() }).from(adminAuditEvents);
    testApp.advanceTime(DAY);
    const purged = await purgeCounts();
    const auditAfter = await db().select({ n: count() }).from(adminAuditEvents);
    reportFigure(
      `second run: purged ${JSON.stringify(purged)}, audit rows ${auditBefore[0]!.n} → ${auditAfter[0]!.n}`,
    );
    expect(purged).toEqual({ orders: 0, registrations: 0, files: 0 });
    expect(auditAfter).toEqual(auditBefore);
    await expectSearchesExact();
  });
});
