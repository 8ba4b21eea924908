import { randomInt } from 'node:crypto';
import { PRODUCTS, SHOP_TIME_ZONE } from '@toko/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { CODE_ALPHABET } from '../lib/readable-code';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_STATUS_WEIGHTS,
  PHONE_PREFIXES,
  REGIONS,
  REGISTRATION_STATUS_WEIGHTS,
  STORE_NAME_SUFFIXES,
  STREETS,
} from './seed-data';

export type SeedOptions = {
  orders: number;
  registrations: number;
  /** Rows are created at random moments over the last `days` days before `now`. */
  now: Date;
  days?: number;
  /** Rows per INSERT … SELECT statement. */
  batchSize?: number;
  onProgress?: (table: 'orders' | 'registrations', inserted: number, target: number) => void;
};

export type SeedResult = { orders: number; registrations: number };

const BANK_NAMES = ['BCA', 'BRI', 'BNI', 'Mandiri', 'CIMB Niaga', 'Permata Bank', 'Danamon', 'BTN'];
const INFO_SOURCES = ['Teman', 'Media Elektronik', 'Marketplace', 'Media Sosial', 'Lainnya'];

/** A constant text[] literal (our own fixed lists only, never user input). */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);
}
function numberArray(values: readonly number[]): SQL {
  return sql.raw(`array[${values.map((value) => String(value)).join(',')}]`);
}
/** `values[index]` with a 1-based SQL index expression. */
function at(values: SQL, index: string): SQL {
  return sql`(${values})[${sql.raw(index)}]`;
}
/** A draw from a [value, weight] list with a uniform random column `r`. */
function weighted(weights: readonly (readonly [string, number])[], r: string): SQL {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = weights.map(([value, weight]) => {
    cumulative += weight;
    return `when ${r} < ${cumulative / total} then '${value}'`;
  });
  return sql.raw(`(case ${branches.join(' ')} else '${weights[0]?.[0]}' end)`);
}
/**
 * The six random characters of a readable code, from a number below 2^30: different numbers
 * give different codes (5 bits a character, Crockford's alphabet).
 */
function base32(column: string): SQL {
  const characters = [25, 20, 15, 10, 5, 0].map(
    (shift) => `substr('${CODE_ALPHABET}', ((${column} >> ${shift}) & 31)::int + 1, 1)`,
  );
  return sql.raw(characters.join(' || '));
}

const FIRST = textArray(FIRST_NAMES);
const LAST = textArray(LAST_NAMES);
const DOMAINS = textArray(EMAIL_DOMAINS);
const PREFIXES = textArray(PHONE_PREFIXES);
const STREET = textArray(STREETS);
const PROVINCES = textArray(REGIONS.map((region) => region.province));
const CITIES = textArray(REGIONS.map((region) => region.city));
const DISTRICTS = textArray(REGIONS.map((region) => region.district));
const VILLAGES = textArray(REGIONS.map((region) => region.village));
const POSTAL_CODES = textArray(REGIONS.map((region) => region.postalCode));
const NIK_PREFIXES = textArray(REGIONS.map((region) => region.nikPrefix));
const LATS = numberArray(REGIONS.map((region) => region.lat));
const LNGS = numberArray(REGIONS.map((region) => region.lng));
const PRODUCT_IDS = textArray(PRODUCTS.map((product) => product.id));
const PRODUCT_NAMES = textArray(PRODUCTS.map((product) => product.name));
const PRODUCT_DESCRIPTIONS = textArray(PRODUCTS.map((product) => product.description));
const PRODUCT_PRICES = numberArray(PRODUCTS.map((product) => product.price));
const BANKS = textArray(BANK_NAMES);
const SOURCES = textArray(INFO_SOURCES);
const SUFFIXES = textArray(STORE_NAME_SUFFIXES);

/** The random draws every generated row starts from, one row per number in [from, to]. */
function draws(from: number, to: number, salt: number, now: Date, days: number): SQL {
  const uniform = (count: number) => sql.raw(`1 + floor(random() * ${count})::int`);
  return sql`
    select
      ${now.toISOString()}::timestamptz - random() * ${`${days} days`}::interval as created_at,
      ((i::bigint + ${salt}::bigint) * 387420489) % 1073741824 as code_num,
      ${uniform(FIRST_NAMES.length)} as fi,
      ${uniform(LAST_NAMES.length)} as li,
      ${uniform(EMAIL_DOMAINS.length)} as di,
      ${uniform(PHONE_PREFIXES.length)} as ppi,
      ${uniform(STREETS.length)} as si,
      ${uniform(REGIONS.length)} as ri,
      ${uniform(PRODUCTS.length)} as pi,
      ${uniform(BANK_NAMES.length)} as bi,
      ${uniform(INFO_SOURCES.length)} as oi,
      ${uniform(STORE_NAME_SUFFIXES.length)} as xi,
      lpad(floor(random() * 100000000)::bigint::text, 8, '0') as phone_tail,
      lpad(floor(random() * 100000000)::bigint::text, 8, '0') as phone_alt_tail,
      1 + floor(random() * 3)::int as qty,
      1 + floor(random() * 200)::int as house,
      random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
    from generate_series(${from}::int, ${to}::int) as i`;
}

function ordersBatch(from: number, to: number, salt: number, now: Date, days: number): SQL {
  const price = at(PRODUCT_PRICES, 'pi');
  const phone = sql`${at(PREFIXES, 'ppi')} || phone_tail`;
  const first = at(FIRST, 'fi');
  const last = at(LAST, 'li');
  return sql`
    with inserted as (
      insert into orders (order_number, created_at, updated_at, buyer_name, email, phone,
        phone_e164, address, notes, referral_code, items, subtotal, shipping_fee, total,
        payment_method, paid_at, status)
      select
        'ORD-' || to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYYMMDD') || '-' || ${base32('code_num')},
        created_at,
        created_at,
        ${first} || ' ' || ${last},
        lower(${first} || '.' || ${last}) || (code_num % 1000)::text || '@' || ${at(DOMAINS, 'di')},
        ${phone},
        '+62' || substr(${phone}, 2),
        'Jl. ' || ${at(STREET, 'si')} || ' No. ' || house || ', ' || initcap(${at(VILLAGES, 'ri')})
          || ', ' || initcap(${at(CITIES, 'ri')}) || ' ' || ${at(POSTAL_CODES, 'ri')},
        case when r4 < 0.15 then 'Mohon dikirim secepatnya' end,
        case when r5 < 0.2 then 'AGEN' || lpad((code_num % 500)::text, 3, '0') end,
        jsonb_build_array(jsonb_build_object('id', ${at(PRODUCT_IDS, 'pi')},
          'name', ${at(PRODUCT_NAMES, 'pi')}, 'description', ${at(PRODUCT_DESCRIPTIONS, 'pi')},
          'price', ${price}, 'quantity', qty)),
        ${price} * qty,
        0,
        ${price} * qty,
        case when r2 < 0.3 and ${price} * qty <= 10000000 then 'qris' else 'bank_transfer' end,
        case when ${weighted(ORDER_STATUS_WEIGHTS, 'r1')} in ('paid', 'refunded')
          then least(created_at + r3 * interval '2 days', ${now.toISOString()}::timestamptz) end,
        ${weighted(ORDER_STATUS_WEIGHTS, 'r1')}
      from (${draws(from, to, salt, now, days)}) as draw
      on conflict (order_number) do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted`;
}

function registrationsBatch(from: number, to: number, salt: number, now: Date, days: number) {
  const first = at(FIRST, 'fi');
  const last = at(LAST, 'li');
  const phone = sql`${at(PREFIXES, 'ppi')} || phone_tail`;
  const phoneAlt = sql`${at(PREFIXES, '1 + (ppi % 20)')} || phone_alt_tail`;
  const address = sql`'Jl. ' || ${at(STREET, 'si')} || ' No. ' || house`;
  // NIK: region, birth date (day + 40 for women), serial.
  const nik = sql`${at(NIK_PREFIXES, 'ri')}
    || lpad((1 + (code_num % 28) + case when r5 < 0.5 then 40 else 0 end)::text, 2, '0')
    || lpad((1 + (code_num / 28) % 12)::text, 2, '0')
    || lpad(((1960 + (code_num / 336) % 45) % 100)::text, 2, '0')
    || lpad((1 + code_num % 9999)::text, 4, '0')`;
  return sql`
    with inserted as (
      insert into registrations (code, created_at, updated_at, status, name, full_name, email,
        phone, phone_alt, phone_e164, phone_alt_e164, address, address_full, country, province,
        city, district, village, postal_code, id_number, account_type, source, bank_name,
        bank_holder, bank_account, store_name, store_address_struk, keeper_name, keeper_phone,
        order_state, gmap_address, gmap_lat, gmap_lng)
      select
        'REG-' || to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYYMMDD') || '-' || ${base32('code_num')},
        created_at,
        created_at,
        ${weighted(REGISTRATION_STATUS_WEIGHTS, 'r1')},
        ${first},
        ${first} || ' ' || ${last},
        lower(${first} || '.' || ${last}) || (code_num % 1000)::text || '@' || ${at(DOMAINS, 'di')},
        ${phone},
        case when r2 < 0.3 then ${phoneAlt} end,
        '+62' || substr(${phone}, 2),
        case when r2 < 0.3 then '+62' || substr(${phoneAlt}, 2) end,
        ${address},
        ${address} || ', ' || initcap(${at(VILLAGES, 'ri')}) || ', ' || initcap(${at(CITIES, 'ri')}),
        'Indonesia',
        ${at(PROVINCES, 'ri')},
        ${at(CITIES, 'ri')},
        ${at(DISTRICTS, 'ri')},
        ${at(VILLAGES, 'ri')},
        ${at(POSTAL_CODES, 'ri')},
        ${nik},
        case when r3 < 0.15 then 'badan_usaha' else 'perorangan' end,
        ${at(SOURCES, 'oi')},
        ${at(BANKS, 'bi')},
        ${first} || ' ' || ${last},
        lpad((code_num % 10000000000)::text, 10, '0'),
        'Toko ' || ${last} || ' ' || ${at(SUFFIXES, 'xi')},
        ${address},
        case when r4 < 0.5 then ${at(FIRST, '1 + (fi % 40)')} end,
        case when r4 < 0.5 then ${phoneAlt} end,
        case when r4 < 0.6 then 'new' when r4 < 0.9 then 'ordered' else 'cancelled' end,
        ${address} || ', ' || initcap(${at(CITIES, 'ri')}),
        ${at(LATS, 'ri')} + (r5 - 0.5) * 0.05,
        ${at(LNGS, 'ri')} + (r3 - 0.5) * 0.05
      from (${draws(from, to, salt, now, days)}) as draw
      on conflict (code) do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted`;
}

type Batch = (from: number, to: number, salt: number, now: Date, days: number) => SQL;

async function fill(
  db: Database,
  table: 'orders' | 'registrations',
  batch: Batch,
  target: number,
  options: SeedOptions,
): Promise<number> {
  const { now, days = 90, batchSize = 50_000, onProgress } = options;
  // A random start for the codes of this run: within it they never repeat; a clash with a
  // row already there is skipped by ON CONFLICT and made up by the next batch.
  const salt = randomInt(0, 2 ** 30);
  let inserted = 0;
  let next = 0;
  while (inserted < target) {
    const size = Math.min(batchSize, target - inserted);
    const result = await db.execute(batch(next, next + size - 1, salt, now, days));
    const rows = (result as unknown as { rows: { inserted: number }[] }).rows;
    inserted += Number(rows[0]?.inserted ?? 0);
    next += size;
    onProgress?.(table, inserted, target);
  }
  return inserted;
}

/**
 * Inserts generated orders and registrations straight into their tables with INSERT … SELECT
 * over generate_series (`batchSize` rows a statement; a million rows take seconds on
 * PostgreSQL, and PGlite handles small counts): Indonesian names, phones and regions, weighted
 * statuses, creation times spread over the last `days` days, unique codes in the real formats
 * (ORD-yyyyMMdd-XXXXXX, REG-yyyyMMdd-XXXXXX), no files. Ends with VACUUM ANALYZE.
 */
export async function seedRows(db: Database, options: SeedOptions): Promise<SeedResult> {
  const orders = await fill(db, 'orders', ordersBatch, options.orders, options);
  const registrations = await fill(
    db,
    'registrations',
    registrationsBatch,
    options.registrations,
    options,
  );
  // VACUUM merges the trigram indexes' pending lists (fresh GIN entries wait there and make
  // every search read them) and marks pages all-visible; ANALYZE gives the planner the rows.
  if (orders > 0) await db.execute(sql`vacuum analyze orders`);
  if (registrations > 0) await db.execute(sql`vacuum analyze registrations`);
  return { orders, registrations };
}
