import { formatFileStamp } from '@toko/contracts';
import type { FastifyReply } from 'fastify';
import type { ExportColumn } from '../export-column';
import { xlsxStream } from './xlsx-stream';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxDownload<Row> = {
  /** `orders_yyyyMMdd_HHmmss.xlsx`, `registrations_yyyyMMdd_HHmmss.xlsx`; also the sheet's name. */
  name: 'orders' | 'registrations';
  /** The app clock; the stamp is in shop time (Asia/Jakarta). */
  now: Date;
  rows: AsyncIterable<Row>;
  columns: readonly ExportColumn<Row>[];
};

/** Streams an XLSX download: at the client's pace, never held whole in memory, never cached. */
export function sendXlsx<Row>(reply: FastifyReply, download: XlsxDownload<Row>): FastifyReply {
  const fileName = `${download.name}_${formatFileStamp(download.now)}.xlsx`;
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(xlsxStream(download.rows, download.columns, download.name));
}
