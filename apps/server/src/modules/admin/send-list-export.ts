import { formatCount } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { copyCsvStream } from '../../lib/csv/copy-csv';
import { sendCsv, sendCsvBytes } from '../../lib/csv/send-csv';
import { csvColumnsOf, type ListExportColumn } from '../../lib/export-column';
import { keysetRows } from '../../lib/keyset-rows';
import { listWhere, type ListTable } from '../../lib/list-filter';
import { liveRowCount } from '../../lib/live-row-count';
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
  /** The list's status filter (the export applies no search: docs/product.md, "Exports"). */
  status: string | undefined;
  columns: readonly ListExportColumn<Table['$inferSelect']>[];
  now: Date;
};

/**
 * An admin list's export as CSV or XLSX (docs/product.md, "Exports"): recorded with the admin and
 * the filter, then streamed. On PostgreSQL the CSV is written by COPY (several times faster than
 * rows read and written in JavaScript: bench/README.md), on PGlite by csvStream; the bytes are the
 * same (test/admin/csv-copy-equivalence.test.ts). An XLSX export of more rows than a sheet holds is refused before
 * anything is recorded or sent, with the row count and what to do instead.
 */
export async function sendListExport<Table extends ListTable>(
  { db, copyOut }: DatabaseHandle,
  reply: FastifyReply,
  format: ExportFormat,
  { adminUserId, name, table, status, columns, now }: ListExport<Table>,
  { xlsxMaxRows }: ExportLimits,
): Promise<FastifyReply> {
  if (format === 'xlsx') {
    const rowCount = await liveRowCount(db, table, status);
    if (rowCount > xlsxMaxRows) {
      throw new AppError('export_too_large', {
        message: t('admin.export.tooLargeForExcel', {
          rows: formatCount(rowCount),
          max: formatCount(xlsxMaxRows),
        }),
      });
    }
  }
  await db.transaction((tx) =>
    recordAudit(tx, {
      adminUserId,
      action: ACTIONS[name][format],
      details: { filter: { status } },
      now,
    }),
  );
  const where = listWhere(table, { status });
  if (format === 'csv' && copyOut) {
    const body = await copyCsvStream(copyOut, { table, where, columns });
    return sendCsvBytes(reply, { name, now, body });
  }
  const rows = keysetRows(db, { table, where });
  return format === 'csv'
    ? sendCsv(reply, { name, now, rows, columns: csvColumnsOf(columns) })
    : sendXlsx(reply, { name, now, rows, columns });
}
