import { formatFileStamp } from '@toko/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export type DownloadName = {
  /**
   * `orders_yyyyMMdd_HHmmss.<extension>`, `registrations_yyyyMMdd_HHmmss.<extension>`, with the
   * range first when there is one: `orders_20261101-20261130_yyyyMMdd_HHmmss.csv`; "Log Audit"'s
   * is `audit-log_…`.
   */
  name: 'orders' | 'registrations' | 'audit-log';
  /** The app clock; the stamp is in shop time (Asia/Jakarta). */
  now: Date;
  /** The days exported, `20261101-20261130`, before the stamp; none without a range. */
  range?: string;
};

/** Streams a download: at the client's pace, never held whole in memory, never cached. */
export function sendDownload(
  reply: FastifyReply,
  { name, now, range }: DownloadName,
  file: { extension: string; contentType: string; body: Readable },
): FastifyReply {
  const fileName = [name, range, formatFileStamp(now)].filter(Boolean).join('_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}.${file.extension}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
