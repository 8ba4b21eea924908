import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { sendDownload, type DownloadName } from '../send-download';
import { csvStream, type CsvColumn } from './csv-stream';

export type CsvDownload<Row> = DownloadName & {
  rows: AsyncIterable<Row>;
  columns: readonly CsvColumn<Row>[];
};

/** Streams a CSV download (`orders_yyyyMMdd_HHmmss.csv`). */
export function sendCsv<Row>(reply: FastifyReply, download: CsvDownload<Row>): FastifyReply {
  return sendCsvBytes(reply, { ...download, body: csvStream(download.rows, download.columns) });
}

/** Streams a CSV download whose bytes are already made (`copyCsvStream`). */
export function sendCsvBytes(
  reply: FastifyReply,
  download: DownloadName & { body: Readable },
): FastifyReply {
  return sendDownload(reply, download, {
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    body: download.body,
  });
}
