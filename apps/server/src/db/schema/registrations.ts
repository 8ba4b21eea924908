import type { DocumentField } from '@toko/contracts';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A registration (docs/product.md, "Agent sign-up"). Document columns hold private storage keys,
 * never URLs.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('new'),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneAlt: text('phone_alt'),
    phoneE164: text('phone_e164'),
    phoneAltE164: text('phone_alt_e164'),
    address: text('address').notNull(),
    addressFull: text('address_full'),
    country: text('country').notNull().default('Indonesia'),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    village: text('village').notNull(),
    /** Kepmendagri codes of the chosen regions (idn-area-data), beside the spec's text fields. */
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    postalCode: text('postal_code').notNull(),
    idNumber: text('id_number'),
    accountType: text('account_type').notNull().default('perorangan'),
    source: text('source'),
    bankName: text('bank_name'),
    bankHolder: text('bank_holder'),
    bankAccount: text('bank_account'),
    storeName: text('store_name'),
    storeAddressStruk: text('store_address_struk'),
    keeperName: text('keeper_name'),
    keeperPhone: text('keeper_phone'),
    orderState: text('order_state').notNull().default('new'),
    gmapAddress: text('gmap_address'),
    gmapLat: doublePrecision('gmap_lat'),
    gmapLng: doublePrecision('gmap_lng'),
    notes: text('notes'),
    ktpKey: text('ktp_key'),
    kkKey: text('kk_key'),
    selfieKtpKey: text('selfie_ktp_key'),
    npwpKey: text('npwp_key'),
    bankCertKey: text('bank_cert_key'),
    storePhotoOutKey: text('store_photo_out_key'),
    storePhotoInKey: text('store_photo_in_key'),
    signatureKey: text('signature_key'),
    /** The uploaded file's sanitised name per document field (`ktp`, `selfie_ktp`, …). */
    documentNames: jsonb('document_names')
      .$type<Partial<Record<DocumentField, string>>>()
      .notNull()
      .default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the retention job emptied this deleted row's personal fields and files. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /**
     * The admin list's search (see `orders.searchText`): name, full name, email, phone, code;
     * never the NIK or the bank account, which a search by someone not allowed to see them
     * could otherwise probe (`registrations-with-nik.ts` finds a full NIK for those who may).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || chr(31) || full_name || chr(31) || email || chr(31) || phone || chr(31) || code)`,
    ),
  },
  (table) => [
    index('registrations_live_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('registrations_live_status_idx')
      .on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    // The list sorted by the name it shows, alone or with a status (either direction).
    index('registrations_live_name_idx')
      .on(sql`lower(coalesce(nullif(${table.fullName}, ''), ${table.name}))`, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('registrations_live_status_name_idx')
      .on(
        table.status,
        sql`lower(coalesce(nullif(${table.fullName}, ''), ${table.name}))`,
        table.id,
      )
      .where(sql`${table.deletedAt} is null`),
    // The search by a full NIK, for staff who may see it (never part of search_text).
    index('registrations_live_id_number_idx')
      .on(table.idNumber)
      .where(sql`${table.deletedAt} is null`),
    // The retention job's next rows: deleted, not purged yet, oldest deletion first.
    index('registrations_purge_due_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null and ${table.purgedAt} is null`),
  ],
);

/** The live registrations' search in a narrow table, like `orderSearch` (migration 0007). */
export const registrationSearch = pgTable(
  'registration_search',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    searchText: text('search_text').notNull(),
    /** The name the list shows and sorts by (`list-order.ts`), like `orderSearch.sortName`. */
    sortName: text('sort_name').notNull(),
  },
  (table) => [
    index('registration_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('registration_search_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('registration_search_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('registration_search_name_idx').on(table.sortName, table.id, table.createdAt),
    index('registration_search_status_name_idx').on(
      table.status,
      table.sortName,
      table.id,
      table.createdAt,
    ),
  ],
);

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

export const registrationAudits = pgTable(
  'registration_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (table) => [
    index('registration_audits_reg_idx').on(table.registrationId, table.createdAt.desc()),
  ],
);
