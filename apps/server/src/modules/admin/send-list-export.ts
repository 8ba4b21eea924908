import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { CsvColumn } from '../../lib/csv/csv-stream';
import { sendCsv, type CsvDownload } from '../../lib/csv/send-csv';
import { keysetRows } from '../../lib/keyset-rows';
import { listWhere, type ListTable } from '../../lib/list-filter';
import { recordAudit } from '../audit/record-audit';

type ListExport<Table extends ListTable> = {
  adminUserId: string;
  action: 'order.export' | 'registration.export';
  name: CsvDownload<unknown>['name'];
  table: Table;
  /** The list's status filter (SPEC §7: the export applies the status only). */
  status: string | undefined;
  columns: readonly CsvColumn<Table['$inferSelect']>[];
  now: Date;
};

/** An admin list's CSV export: recorded with the admin and the filter, then streamed (SPEC §9). */
export async function sendListExport<Table extends ListTable>(
  db: Database,
  reply: FastifyReply,
  { adminUserId, action, name, table, status, columns, now }: ListExport<Table>,
): Promise<FastifyReply> {
  await db.transaction((tx) =>
    recordAudit(tx, { adminUserId, action, details: { filter: { status } }, now }),
  );
  return sendCsv(reply, {
    name,
    now,
    rows: keysetRows(db, { table, where: listWhere(table, { status }) }),
    columns,
  });
}
