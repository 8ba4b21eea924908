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
  },
  (table) => [
    index('orders_live_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('orders_live_status_idx')
      .on(table.status, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('orders_buyer_name_trgm_idx').using('gin', table.buyerName.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('orders_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    index('orders_number_trgm_idx').using('gin', table.orderNumber.op('gin_trgm_ops')),
    index('orders_referral_trgm_idx').using('gin', table.referralCode.op('gin_trgm_ops')),
  ],
);
