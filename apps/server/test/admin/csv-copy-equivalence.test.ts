import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { orders, registrations } from '../../src/db/schema';
import { copyCsvSelect, copyCsvStream, csvHeader } from '../../src/lib/csv/copy-csv';
import { copyCsvCells } from '../../src/lib/csv/copy-csv-cells';
import { csvStream } from '../../src/lib/csv/csv-stream';
import { csvColumnsOf, type ListExportColumn } from '../../src/lib/export-column';
import { keysetRows } from '../../src/lib/keyset-rows';
import { listWhere, type ListTable } from '../../src/lib/list-filter';
import { ORDER_EXPORT_COLUMNS } from '../../src/modules/admin/orders/order-export-columns';
import { REGISTRATION_EXPORT_COLUMNS } from '../../src/modules/admin/registrations/registration-export-columns';
import { openTestDatabase } from '../helpers/test-database';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

/** Values each text column takes in turn: what CSV quoting and the formula rule must get right. */
const TRICKY = [
  'a "quoted" word',
  'comma, inside',
  'line\nbreak',
  'crlf\r\nend',
  '=SUM(A1)',
  '+6281234567890',
  '-5',
  '-',
  '--',
  '-"x',
  '@user',
  '\tTab first',
  '\rCR first',
  'x\n=1+1',
  'x\n-',
  'x\t+1',
  'x\r\n@a',
  '\n=',
  '-\n=',
  'a\n\t=b',
  '"',
  '""',
  '"-"',
  '"=x"',
  ',',
  ' =leading space',
  "'already",
  'ünïcødé ß Jl. Ñ',
  'emoji 🎉👍🏽 =',
  '🎉',
  '',
];
const tricky = (index: number, offset: number) => TRICKY[(index + offset) % TRICKY.length]!;
const ROWS = 3 * TRICKY.length;
const deleted = (index: number) => index % 13 === 0;
const LIVE_ROWS = Array.from({ length: ROWS }, (_, index) => index).filter(
  (index) => !deleted(index),
).length;

/**
 * Rows 1–6: around midnight in Jakarta (17:00 UTC), to the microsecond (a Date holds
 * milliseconds: set in SQL), and one before WIB (1964).
 */
const INSTANTS = [
  '2026-11-20 16:59:59.999999+00',
  '2026-11-20 17:00:00+00',
  '2026-11-20 17:00:00.000001+00',
  '2026-12-31 16:59:30+00',
  '2026-12-31 17:00:30+00',
  '1950-06-01 00:00:00+00',
];

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

async function jsCsv<Table extends ListTable>(
  database: DatabaseHandle,
  table: Table,
  columns: readonly ListExportColumn<Table['$inferSelect']>[],
  status?: string,
) {
  const rows = keysetRows(database.db, {
    table,
    where: listWhere(table, { status }),
    batchSize: 7,
  });
  return bytesOf(csvStream(rows, csvColumnsOf(columns)));
}

async function copyCsv<Table extends ListTable>(
  database: DatabaseHandle,
  table: Table,
  columns: readonly ListExportColumn<Table['$inferSelect']>[],
  status?: string,
) {
  return bytesOf(
    await copyCsvStream(database.copyOut!, { table, where: listWhere(table, { status }), columns }),
  );
}

describe.skipIf(!process.env.DATABASE_URL)(
  'CSV export: COPY against csvStream (PostgreSQL)',
  () => {
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await openTestDatabase();
      await database.db.insert(orders).values(
        Array.from({ length: ROWS }, (_, index) =>
          orderRow(index, {
            buyerName: tricky(index, 0),
            phone: tricky(index, 1),
            email: tricky(index, 2),
            referralCode: index % 5 === 0 ? null : tricky(index, 3),
            total: index % 7 === 0 ? -index : index * 1000,
            paymentMethod: [null, 'bank_transfer', 'qris', '', '=x_y'][index % 5],
            status: index % 11 === 0 ? 'paid' : orderRow(index).status,
            deletedAt: deleted(index) ? new Date() : null,
          }),
        ),
      );
      await database.db.insert(registrations).values(
        Array.from({ length: ROWS }, (_, index) =>
          registrationRow(index, {
            fullName: index % 4 === 0 ? '' : tricky(index, 0),
            name: tricky(index, 5),
            phone: tricky(index, 1),
            email: tricky(index, 2),
            province: tricky(index, 3),
            city: tricky(index, 4),
            district: tricky(index, 6),
            village: tricky(index, 7),
            postalCode: tricky(index, 8),
            source: index % 3 === 0 ? null : tricky(index, 9),
            deletedAt: deleted(index) ? new Date() : null,
          }),
        ),
      );
      for (const table of [orders, registrations]) {
        for (const [index, instant] of INSTANTS.entries()) {
          await database.db
            .update(table)
            .set({ createdAt: sql`${instant}::timestamptz` })
            .where(sql`${table.createdAt} = ${orderRow(index + 1).createdAt}`);
        }
      }
    });
    afterAll(() => database?.close());

    function sameBytes<Table extends ListTable>(
      name: string,
      table: Table,
      columns: readonly ListExportColumn<Table['$inferSelect']>[],
      status: string,
    ) {
      it(`writes the same bytes for every live ${name}`, async () => {
        const js = await jsCsv(database, table, columns);
        const copy = await copyCsv(database, table, columns);
        expect(copy.toString()).toBe(js.toString());
        expect(copy.equals(js)).toBe(true);
        // The cases are there: neutralised formulas, a lone dash, a quoted newline, no deleted rows.
        const body = js.toString();
        expect(body).toContain(`"'=SUM(A1)"`);
        expect(body).toContain(`"'+6281234567890"`);
        expect(body).toContain(`"-"`);
        expect(body).toContain(`"x\n'=1+1"`);
        expect(body).toContain('"emoji 🎉👍🏽 ="');
        expect(body.match(/\r\n"(ORD|REG)-/g)).toHaveLength(LIVE_ROWS);
      });

      it(`writes the same bytes for the ${name} of one status`, async () => {
        const js = await jsCsv(database, table, columns, status);
        expect(js.toString().split('\r\n').length).toBeGreaterThan(3);
        expect((await copyCsv(database, table, columns, status)).toString()).toBe(js.toString());
      });

      it(`keeps its cell state across chunk ends: ${name} fed a byte at a time`, async () => {
        const select = copyCsvSelect({ table, where: listWhere(table, {}), columns });
        const raw = await bytesOf(
          await database.copyOut!(`copy (${select}) to stdout with (format csv, force_quote *)`),
        );
        const bytes = (function* () {
          for (let index = 0; index < raw.length; index += 1) yield raw.subarray(index, index + 1);
        })();
        const cells = await bytesOf(Readable.from(bytes).pipe(copyCsvCells()));
        const header = csvHeader(columns.map((column) => column.header));
        expect(header + cells.toString()).toBe((await jsCsv(database, table, columns)).toString());
      });
    }

    sameBytes('orders', orders, ORDER_EXPORT_COLUMNS, 'paid');
    sameBytes('registrations', registrations, REGISTRATION_EXPORT_COLUMNS, 'new');

    it('writes the dates in WIB, across midnight', async () => {
      const body = (await copyCsv(database, orders, ORDER_EXPORT_COLUMNS)).toString();
      expect(body).toContain('"20/11/2026 23:59"');
      expect(body).toContain('"21/11/2026 00:00"');
      expect(body).toContain('"01/01/2027 00:00"');
    });
  },
);
