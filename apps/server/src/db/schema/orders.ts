import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OrderItemRecord = {
  id: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneE164: text('phone_e164'),
    address: text('address').notNull(),
    notes: text('notes'),
    referralCode: text('referral_code'),
    items: jsonb('items').$type<OrderItemRecord[]>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method'),
    paymentProofKey: text('payment_proof_key'),
    paymentProofName: text('payment_proof_name'),
    paymentProofType: text('payment_proof_type'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the retention job emptied this deleted row's personal fields and files. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /**
     * What the admin list's search reads (`pagedList`): the searched columns lowercased in one
     * string, separated by a control character nobody types, so one LIKE replaces five ILIKEs;
     * triggers copy it into `order_search`, where the lists search it (migration 0007).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(buyer_name || chr(31) || email || chr(31) || phone || chr(31) || coalesce(referral_code, '') || chr(31) || order_number)`,
    ),
  },
  (table) => [
    // Newest first, ties by id: the first page without a search reads it alone.
    index('orders_live_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('orders_live_status_idx')
      .on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    // The list sorted by total or by name, alone or with a status (either direction: ties by id
    // in the same direction).
    index('orders_live_total_idx')
      .on(table.total, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('orders_live_status_total_idx')
      .on(table.status, table.total, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('orders_live_name_idx')
      .on(sql`lower(${table.buyerName})`, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('orders_live_status_name_idx')
      .on(table.status, sql`lower(${table.buyerName})`, table.id)
      .where(sql`${table.deletedAt} is null`),
    // The dashboard chart's paid value per day: read from the index alone.
    index('orders_paid_day_idx')
      .on(table.paidAt, table.total)
      .where(sql`${table.deletedAt} is null and ${table.status} = 'paid'`),
    // The retention job's next rows: deleted, not purged yet, oldest deletion first.
    index('orders_purge_due_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null and ${table.purgedAt} is null`),
  ],
);

/**
 * The live orders' search in a narrow table (migration 0007's triggers keep it exact on every
 * insert, update, delete and truncate of `orders`; soft-deleted rows leave it): the admin list's
 * search and its exact total read these few columns (about 130 MB a million rows, which stay
 * cached) instead of rechecking matches in the wide table (bench/README.md).
 */
export const orderSearch = pgTable(
  'order_search',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    searchText: text('search_text').notNull(),
    /** The list's other sort keys (`list-order.ts`), so a sorted search never reads `orders`. */
    total: bigint('total', { mode: 'number' }).notNull(),
    sortName: text('sort_name').notNull(),
  },
  (table) => [
    index('order_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('order_search_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('order_search_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Sorted by total or name, either way; created_at last (id is unique, so it changes no
    // order) lets a range of days be tested inside the index.
    index('order_search_total_idx').on(table.total, table.id, table.createdAt),
    index('order_search_status_total_idx').on(table.status, table.total, table.id, table.createdAt),
    index('order_search_name_idx').on(table.sortName, table.id, table.createdAt),
    index('order_search_status_name_idx').on(
      table.status,
      table.sortName,
      table.id,
      table.createdAt,
    ),
  ],
);
