import { formatCount, listOrderOf, rangeFileStamp, type ListQuery } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { copyCsvStream } from '../../lib/csv/copy-csv';
import { sendCsv, sendCsvBytes } from '../../lib/csv/send-csv';
import { csvColumnsOf, type ListExportColumn } from '../../lib/export-column';
import { keysetRows } from '../../lib/keyset-rows';
import { listWhere, type ListTable } from '../../lib/list-filter';
import { listTotal } from '../../lib/paged-list';
import { searchMatch, searchTableOf } from '../../lib/search-tables';
import { sendXlsx } from '../../lib/xlsx/send-xlsx';
import { recordAudit, type AuditAction } from '../audit/record-audit';
import type { ExportLimits } from './admin-list-options';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const ACTIONS: Record<ListExport<ListTable>['name'], Record<ExportFormat, AuditAction>> = {
  orders: { csv: 'order.export', xlsx: 'order.export_xlsx' },
  registrations: { csv: 'registration.export', xlsx: 'registration.export_xlsx' },
};

type ListExport<Table extends ListTable> = {
  adminUserId: string;
  /** The list: names the file and the audit action. */
  name: 'orders' | 'registrations';
  table: Table;
  /** The list's query: the export applies its search, status, days and order, not its page. */
  query: Omit<ListQuery<string>, 'page'>;
  columns: readonly ListExportColumn<Table['$inferSelect']>[];
  now: Date;
};

/**
 * The rows a list shows for `query`, unpaged, in the wide table: the filter, and a search's ids
 * from the narrow table (the same LIKE as the list's).
 */
export function exportWhere(
  db: Database,
  table: ListTable,
  query: Omit<ListQuery<string>, 'page'>,
): SQL | undefined {
  if (!query.q) return listWhere(table, query);
  const narrow = searchTableOf(table);
  return and(
    listWhere(table, query),
    inArray(
      table.id,
      db.select({ id: narrow.id }).from(narrow).where(searchMatch(narrow, query.q)),
    ),
  );
}

/**
 * An admin list's export as CSV or XLSX (docs/product.md, "Exports"): exactly what the list
 * shows (its search, status, days and order), recorded with the admin and the filter, then
 * streamed. On PostgreSQL the CSV is written by COPY (several times faster than rows read and
 * written in JavaScript: bench/README.md), on PGlite by csvStream; the bytes are the same
 * (test/admin/csv-copy-equivalence.test.ts). An XLSX export of more rows than a sheet holds is
 * refused before anything is recorded or sent, with the row count and what to do instead.
 */
export async function sendListExport<Table extends ListTable>(
  { db, copyOut }: DatabaseHandle,
  reply: FastifyReply,
  format: ExportFormat,
  { adminUserId, name, table, query, columns, now }: ListExport<Table>,
  { xlsxMaxRows }: ExportLimits,
): Promise<FastifyReply> {
  if (format === 'xlsx') {
    const rowCount = await listTotal(db, table, query);
    if (rowCount > xlsxMaxRows) {
      throw new AppError('export_too_large', {
        message: t('admin.export.tooLargeForExcel', {
          rows: formatCount(rowCount),
          max: formatCount(xlsxMaxRows),
        }),
      });
    }
  }
  const { q, status, from, to, sort, dir } = query;
  // The search term may be a buyer's name or phone: the audit notes only that there was one.
  const filter = { status, from, to, sort, dir, searched: q ? true : undefined };
  await db.transaction((tx) =>
    recordAudit(tx, { adminUserId, action: ACTIONS[name][format], details: { filter }, now }),
  );
  const order = listOrderOf(query);
  const where = exportWhere(db, table, query);
  const download = { name, now, range: rangeFileStamp({ from, to }) };
  if (format === 'csv' && copyOut) {
    const body = await copyCsvStream(copyOut, { table, where, order, columns });
    return sendCsvBytes(reply, { ...download, body });
  }
  const rows = keysetRows(db, { table, where, order });
  return format === 'csv'
    ? sendCsv(reply, { ...download, rows, columns: csvColumnsOf(columns) })
    : sendXlsx(reply, { ...download, rows, columns });
}
