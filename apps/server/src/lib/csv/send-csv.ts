import { formatFileStamp } from '@toko/contracts';
import type { FastifyReply } from 'fastify';
import { csvStream, type CsvColumn } from './csv-stream';

export type CsvDownload<Row> = {
  /** SPEC §9 file names: `orders_yyyyMMdd_HHmmss.csv`, `registrations_yyyyMMdd_HHmmss.csv`. */
  name: 'orders' | 'registrations';
  /** The app clock; the stamp is in shop time (Asia/Jakarta). */
  now: Date;
  rows: AsyncIterable<Row>;
  columns: readonly CsvColumn<Row>[];
};

/** Streams a CSV download: at the client's pace, never held whole in memory, never cached. */
export function sendCsv<Row>(reply: FastifyReply, download: CsvDownload<Row>): FastifyReply {
  const fileName = `${download.name}_${formatFileStamp(download.now)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(download.rows, download.columns));
}
