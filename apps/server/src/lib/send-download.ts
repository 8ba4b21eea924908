import { formatFileStamp } from '@toko/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export type DownloadName = {
  /** `orders_yyyyMMdd_HHmmss.<extension>`, `registrations_yyyyMMdd_HHmmss.<extension>`. */
  name: 'orders' | 'registrations';
  /** The app clock; the stamp is in shop time (Asia/Jakarta). */
  now: Date;
};

/** Streams a download: at the client's pace, never held whole in memory, never cached. */
export function sendDownload(
  reply: FastifyReply,
  { name, now }: DownloadName,
  file: { extension: string; contentType: string; body: Readable },
): FastifyReply {
  const fileName = `${name}_${formatFileStamp(now)}.${file.extension}`;
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
