import {
  orderWithUploadRequestSchema,
  toIndonesianE164,
  type OrderCreated,
  type OrderWithUploadRequest,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../lib/transaction';
import * as idempotency from '../idempotency/idempotent';
import { enqueueOrderPlaced } from '../notifications/enqueue-notifications';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { verifyDraftToken, type UploadDraft } from '../uploads/draft-token';
import { consumeUpload, type TakenUpload } from '../uploads/uploads-repository';
import { insertOrderWithFreshNumber } from './orders-repository';
import { priceAllowedOrder, type PricedOrder } from './price-order';

function proofNotReady(): AppError {
  return new AppError('validation_failed', { fields: { proof: t('upload.notReady') } });
}

/**
 * `POST /api/orders`, a guest's order as JSON once its proof is up through `/api/uploads`. The
 * checks come first, each refusal changing nothing: the address's rate limit (before the body is
 * read), the body's fields, the prices (QRIS within its limit), the checkout's draft token, the
 * Idempotency-Key. Then one transaction, in this order: claim the key, take the proof's upload,
 * insert the order under a fresh number, enqueue its messages (a crash after the commit delays
 * them, never loses them), save the answer. A key another submission holds runs none of it: its
 * saved answer is replayed, or refused when the data differ.
 */
export async function placeOrder(
  request: FastifyRequest,
  limiter: RateLimiter,
): Promise<idempotency.IdempotentOutcome<OrderCreated>> {
  const deps = request.server.deps;
  const { database, now, secrets } = deps;
  await limiter.enforce(`order:${request.ip}`, now());
  const data: OrderWithUploadRequest = orderWithUploadRequestSchema.parse(request.body);
  const priced = priceAllowedOrder(data);
  const draft = verifyDraftToken(secrets.signingSecret, data.uploadDraft, now());
  if (draft?.kind !== 'checkout') throw proofNotReady();
  const claim = idempotency.claimOf(request, 'orders', data);

  const answer = await database.db.transaction(async (tx) => {
    if (!(await idempotency.claimKey(tx, claim, now()))) return undefined;
    const proof = await takeProof(tx, data, draft, now());
    const createdAt = now();
    const order = await insertOrderWithFreshNumber(tx, orderRow(data, priced, proof, createdAt));
    await enqueueOrderPlaced(tx, deps, {
      ...order,
      email: data.buyer.email,
      lines: priced.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
      subtotal: priced.subtotal,
      shippingFee: priced.shippingFee,
      paymentMethod: data.paymentMethod,
      createdAt,
    });
    return idempotency.saveAnswer(tx, claim, 201, order);
  });
  return answer ?? idempotency.savedAnswer<OrderCreated>(database.db, claim);
}

/**
 * The proof's upload, taken once: one unfinished, expired, already used or of another draft is
 * refused on the `proof` field, and the rollback changes nothing.
 */
async function takeProof(
  tx: Transaction,
  data: OrderWithUploadRequest,
  draft: UploadDraft,
  now: Date,
): Promise<TakenUpload> {
  const proof = await consumeUpload(tx, {
    id: data.proofUpload,
    draftId: draft.id,
    slot: 'proof',
    now,
  });
  if (!proof) throw proofNotReady();
  return proof;
}

function orderRow(
  { buyer, paymentMethod }: OrderWithUploadRequest,
  priced: PricedOrder,
  proof: TakenUpload,
  createdAt: Date,
) {
  return {
    buyerName: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    phoneE164: toIndonesianE164(buyer.phone),
    address: buyer.address,
    notes: buyer.notes || null,
    referralCode: buyer.referralCode || null,
    ...priced,
    paymentMethod,
    paymentProofKey: proof.storedKey,
    paymentProofName: proof.fileName,
    paymentProofType: proof.contentType,
    status: 'pending' as const,
    createdAt,
    updatedAt: createdAt,
  };
}
