import {
  orderWithUploadRequestSchema,
  type OrderCreated,
  type OrderWithUploadRequest,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { verifyDraftToken } from '../uploads/draft-token';
import { consumeUpload } from '../uploads/uploads-repository';
import { idempotencyHeaderOf } from '../idempotency/idempotency-key';
import { runIdempotent, type IdempotentOutcome } from '../idempotency/idempotent';
import { hashRequest } from '../idempotency/request-hash';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { insertOrder, limitOrders, priceAllowedOrder } from './create-order';

function proofNotReady(): AppError {
  return new AppError('validation_failed', { fields: { proof: t('upload.notReady') } });
}

/**
 * `POST /api/orders` as JSON, once the proof is up through `/api/uploads`: the order names its
 * draft and its upload. The upload is taken once, in the transaction that writes the order and
 * claims the Idempotency-Key; one unfinished, expired, already used or of another draft is
 * refused on the `proof` field and nothing changes.
 */
export async function createOrderWithUpload(
  request: FastifyRequest,
  limiter: RateLimiter,
): Promise<IdempotentOutcome<OrderCreated>> {
  const { database, now, secrets } = request.server.deps;
  await limitOrders(request, limiter);
  const data: OrderWithUploadRequest = orderWithUploadRequestSchema.parse(request.body);
  const priced = priceAllowedOrder(data);
  const draft = verifyDraftToken(secrets.signingSecret, data.uploadDraft, now());
  if (draft?.kind !== 'checkout') throw proofNotReady();
  return runIdempotent<OrderCreated>(
    {
      db: database.db,
      scope: 'orders',
      key: idempotencyHeaderOf(request),
      requestHash: hashRequest(data),
      now: now(),
    },
    async (tx) => {
      const proof = await consumeUpload(tx, {
        id: data.proofUpload,
        draftId: draft.id,
        slot: 'proof',
        now: now(),
      });
      if (!proof) throw proofNotReady();
      const stored = {
        key: proof.storedKey,
        fileName: proof.fileName,
        contentType: proof.contentType,
      };
      return {
        status: 201,
        body: await insertOrder(tx, request.server.deps, data, priced, stored),
      };
    },
  );
}
