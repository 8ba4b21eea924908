import type { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * The bytes of a `COPY … TO STDOUT` statement on a pooled connection, read at the reader's pace
 * (pg-copy-streams stops reading the socket while the reader is full). The connection goes back
 * to the pool after the last byte; a reader that stops early (a client gone mid-download) or an
 * error closes it instead, which ends the COPY on the server.
 */
export async function copyOut(pool: pg.Pool, statement: string): Promise<Readable> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const stream = client.query(copyTo(statement));
  stream.once('end', () => release());
  stream.once('error', (error) => release(error));
  stream.once('close', () => release(new Error('COPY stopped before its end')));
  return stream;
}
