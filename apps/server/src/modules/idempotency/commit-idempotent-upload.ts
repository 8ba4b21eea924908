import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../lib/transaction';
import { type IdempotentOutcome, runIdempotent } from './idempotent';
import { hashRequest } from './request-hash';
import { commitUpload } from '../../uploads/commit-upload';
import type { ReceivedUpload } from '../../uploads/receive-multipart';

/**
 * A multipart submission answered once per Idempotency-Key (hashed over its JSON part): the
 * first request writes its row in `commitUpload`'s transaction, which also claims the key and
 * stores the answer, and answers 201; a retry gets that answer and its own uploaded copy is
 * deleted; any failure before the commit deletes the files (`commitUpload` does once its
 * transaction has begun). Once the row is committed, its files belong to it whatever fails
 * afterwards.
 */
export async function commitIdempotentUpload<Body>(
  request: FastifyRequest,
  upload: ReceivedUpload<unknown, string>,
  scope: string,
  write: (tx: Transaction) => Promise<Body>,
): Promise<IdempotentOutcome<Body>> {
  const { database, now } = request.server.deps;
  let transactionBegun = false;
  try {
    return await runIdempotent<Body>(
      {
        db: database.db,
        scope,
        key: request.headers['idempotency-key'],
        requestHash: hashRequest(upload.data),
        now: now(),
        // commitUpload deletes the files when its transaction fails, a refused claim included.
        transaction: (work) => {
          transactionBegun = true;
          return commitUpload(database.db, upload, work);
        },
      },
      async (tx) => ({ status: 201, body: await write(tx) }),
    );
  } catch (error) {
    if (!transactionBegun) await upload.discard();
    throw error;
  }
}
