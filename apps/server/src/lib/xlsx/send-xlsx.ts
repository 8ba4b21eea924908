import type { FastifyReply } from 'fastify';
import type { ExportColumn } from '../export-column';
import { sendDownload, type DownloadName } from '../send-download';
import { xlsxStream } from './xlsx-stream';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The download's name is also the sheet's. */
export type XlsxDownload<Row> = DownloadName & {
  rows: AsyncIterable<Row>;
  columns: readonly ExportColumn<Row>[];
};

/** Streams an XLSX download (`orders_yyyyMMdd_HHmmss.xlsx`). */
export function sendXlsx<Row>(reply: FastifyReply, download: XlsxDownload<Row>): FastifyReply {
  return sendDownload(reply, download, {
    extension: 'xlsx',
    contentType: XLSX_CONTENT_TYPE,
    body: xlsxStream(download.rows, download.columns, download.name),
  });
}
