import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations } from '../../src/db/schema';
import { seedRows } from '../../src/cli/seed-rows';
import { pagedListQueries } from '../../src/lib/paged-list';
import { ORDER_SEARCH_COLUMNS } from '../../src/modules/admin/orders/admin-orders-repository';
import { REGISTRATION_SEARCH_COLUMNS } from '../../src/modules/admin/registrations/admin-registrations-repository';
import { openTestDatabase } from '../helpers/test-database';

/**
 * Guards the plans of the admin lists (bench/admin-lists-scale.mjs measures them on a million
 * rows): a search of 3+ characters must go through the trigram indexes, the first page and the
 * status filter through the indexes of live rows. With 10,000 generated rows (vacuumed, so the
 * trigram indexes hold no pending list; fewer rows make a full scan the cheaper plan) and
 * `enable_seqscan = off` (set for one transaction) the planner's choice among indexes is
 * deterministic on PGlite and on PostgreSQL.
 */
describe('admin list query plans', () => {
  let database: DatabaseHandle;
  let sample: {
    order: typeof orders.$inferSelect;
    registration: typeof registrations.$inferSelect;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedRows(database.db, {
      orders: 10_000,
      registrations: 10_000,
      now: new Date(),
      batchSize: 5000,
    });
    const [order] = await database.db.select().from(orders).limit(1);
    const [registration] = await database.db.select().from(registrations).limit(1);
    if (!order || !registration) throw new Error('nothing seeded');
    sample = { order, registration };
  }, 120_000);
  afterAll(() => database.close());

  async function plan(query: SQLWrapper): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  function orderQueries(q?: string, status?: string) {
    return pagedListQueries(database.db, {
      table: orders,
      searchColumns: ORDER_SEARCH_COLUMNS,
      query: { q, status, page: 1 },
    });
  }

  function registrationQueries(q?: string, status?: string) {
    return pagedListQueries(database.db, {
      table: registrations,
      searchColumns: REGISTRATION_SEARCH_COLUMNS,
      query: { q, status, page: 1 },
    });
  }

  const ORDER_TRGM = [
    'orders_buyer_name_trgm_idx',
    'orders_email_trgm_idx',
    'orders_phone_trgm_idx',
    'orders_referral_trgm_idx',
    'orders_number_trgm_idx',
  ];
  const REGISTRATION_TRGM = [
    'registrations_name_trgm_idx',
    'registrations_full_name_trgm_idx',
    'registrations_email_trgm_idx',
    'registrations_phone_trgm_idx',
    'registrations_code_trgm_idx',
  ];

  it('reads the first page and a status of orders through the live indexes', async () => {
    const first = orderQueries();
    expect(await plan(first.page)).toContain('orders_live_created_idx');
    const pending = orderQueries(undefined, 'pending');
    expect(await plan(pending.page)).toContain('orders_live_status_idx');
    expect(await plan(pending.count)).toContain('orders_live_status_idx');
  });

  it('reads the first page and a status of registrations through the live indexes', async () => {
    expect(await plan(registrationQueries().page)).toContain('registrations_live_created_idx');
    const fresh = registrationQueries(undefined, 'new');
    expect(await plan(fresh.page)).toContain('registrations_live_status_idx');
    expect(await plan(fresh.count)).toContain('registrations_live_status_idx');
  });

  it('searches orders of 3+ characters through every trigram index', async () => {
    const { order } = sample;
    const terms = {
      name: order.buyerName.toUpperCase(),
      email: order.email.split('@')[0] ?? '',
      phone: order.phone.slice(-7),
      code: order.orderNumber.slice(-6),
    };
    for (const [kind, term] of Object.entries(terms)) {
      const queries = orderQueries(term);
      for (const query of [queries.page, queries.count]) {
        const text = await plan(query);
        for (const index of ORDER_TRGM) expect(text, `${kind} "${term}"`).toContain(index);
      }
    }
  });

  it('searches registrations of 3+ characters through every trigram index', async () => {
    const { registration } = sample;
    const terms = {
      name: registration.fullName.toLowerCase(),
      email: registration.email.split('@')[0] ?? '',
      phone: registration.phone.slice(-7),
      code: registration.code,
    };
    for (const [kind, term] of Object.entries(terms)) {
      const queries = registrationQueries(term);
      for (const query of [queries.page, queries.count]) {
        const text = await plan(query);
        for (const index of REGISTRATION_TRGM) expect(text, `${kind} "${term}"`).toContain(index);
      }
    }
  });
});
