import {
  auditActionLabelKey,
  auditActionSchema,
  formatAdminDate,
  rangeFileStamp,
  type AdminAuditFilter,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { sendCsv } from '../../../lib/csv/send-csv';
import type { CsvColumn } from '../../../lib/csv/csv-stream';
import { recordAudit } from '../../audit/record-audit';
import { auditEventText } from './audit-event-text';
import { auditEventsPage, type AuditEventRow } from './audit-log-repository';

/** Rows read per query while the CSV streams: keyset pages, each as cheap as the first. */
const EXPORT_BATCH = 1000;

const labelOf = (action: string) => {
  const known = auditActionSchema.safeParse(action);
  return known.success ? t(auditActionLabelKey(known.data)) : action;
};

/**
 * The columns: who, what (the action's name and the log's sentence), on which record. The
 * details are never read into a cell: an edit's holds the old and new values, a NIK among them.
 */
const COLUMNS: CsvColumn<AuditEventRow>[] = [
  { header: t('admin.auditLog.column.at'), value: (row) => formatAdminDate(row.at) },
  {
    header: t('admin.auditLog.column.author'),
    value: (row) => row.author ?? t('admin.auditLog.bySystem'),
  },
  { header: t('admin.auditLog.column.action'), value: (row) => labelOf(row.action) },
  {
    header: t('admin.auditLog.column.text'),
    value: (row) => auditEventText(row.action, row.entityType, row.details),
  },
  { header: t('admin.auditLog.column.entity'), value: (row) => row.entityType },
  { header: t('admin.auditLog.column.entityId'), value: (row) => row.entityId },
];

/** Every event of the filter, newest first, read a keyset page at a time as the reader pulls. */
async function* filteredEvents(
  db: AppDeps['database']['db'],
  filter: AdminAuditFilter,
): AsyncGenerator<AuditEventRow> {
  let before: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await auditEventsPage(db, filter, { before, limit: EXPORT_BATCH });
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    before = { at: last.at, id: last.id };
  }
}

/**
 * "Log Audit" as CSV (docs/product.md, "Audit"): the page's filters, every page, through the
 * lists' CSV writer (`csv-stream.ts`: BOM, quoted cells, formula guard). The export is itself
 * recorded first, `audit.export` with its filter, as the lists' exports are.
 */
export async function sendAuditLogExport(
  { database, now: clock }: Pick<AppDeps, 'database' | 'now'>,
  reply: FastifyReply,
  adminUserId: string,
  filter: AdminAuditFilter,
): Promise<FastifyReply> {
  const now = clock();
  const { staff, action, from, to } = filter;
  await database.db.transaction((tx) =>
    recordAudit(tx, {
      adminUserId,
      action: 'audit.export',
      details: { filter: { staff, action, from, to } },
      now,
    }),
  );
  return sendCsv(reply, {
    name: 'audit-log',
    now,
    range: rangeFileStamp({ from, to }),
    rows: filteredEvents(database.db, filter),
    columns: COLUMNS,
  });
}
