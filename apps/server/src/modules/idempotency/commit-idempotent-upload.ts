import { IDEMPOTENCY_KEY_HEADER } from '@toko/contracts';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../lib/transaction';
import { type IdempotentOutcome, runIdempotent } from './idempotent';
import { hashRequest } from './request-hash';
import { commitUpload } from '../../uploads/commit-upload';
import type { ReceivedUpload } from '../../uploads/receive-multipart';

/**
 * A multipart submission answered once per Idempotency-Key (hashed over its JSON part): the
 * first request writes its row in `commitUpload`'s transaction, which also claims the key and
 * stores the answer, and answers 201; a retry gets that answer, and its own uploaded copy, never
 * claimed, is deleted with any other failure's (request-files.ts). Once the row is committed,
 * its files belong to it whatever fails afterwards.
 */
export async function commitIdempotentUpload<Body>(
  request: FastifyRequest,
  upload: ReceivedUpload<unknown, string>,
  scope: string,
  write: (tx: Transaction) => Promise<Body>,
): Promise<IdempotentOutcome<Body>> {
  const { database, now } = request.server.deps;
  return runIdempotent<Body>(
    {
      db: database.db,
      scope,
      key: request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
      requestHash: hashRequest(upload.data),
      now: now(),
      transaction: (work) => commitUpload(database.db, upload, work),
    },
    async (tx) => ({ status: 201, body: await write(tx) }),
  );
}
