import {
  orderRequestSchema,
  PROOF_MIME_TYPES,
  QRIS_MAX_AMOUNT,
  toIndonesianE164,
  type OrderCreated,
} from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import { commitIdempotentUpload } from '../idempotency/commit-idempotent-upload';
import { receiveMultipart } from '../../uploads/receive-multipart';
import type { IdempotentOutcome } from '../idempotency/idempotent';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { enqueueOrderPlaced } from '../notifications/enqueue-notifications';
import { insertOrderUnlessNumberTaken } from './orders-repository';
import { priceOrder } from './price-order';

const proofRule = {
  types: PROOF_MIME_TYPES,
  keyPrefix: 'payment-proofs',
  requiredMessage: checkoutMessages['checkout.proof.required'],
  messages: {
    type: checkoutMessages['checkout.proof.type'],
    size: checkoutMessages['checkout.proof.size'],
  },
};

/**
 * `POST /api/orders`: the order JSON and its payment proof in one multipart request. Prices come
 * from the catalogue; the proof is checked by its bytes; the row and the file commit together;
 * a retry with the same Idempotency-Key gets the first answer and stores nothing new.
 */
export async function createOrder(
  request: FastifyRequest,
  limiter: RateLimiter,
): Promise<IdempotentOutcome<OrderCreated>> {
  const { deps } = request.server;
  const { now } = deps;
  // Counted before a byte of the body is read: a refused script uploads nothing.
  const decision = await limiter.consume(`order:${request.ip}`, now());
  if (!decision.allowed) {
    throw new AppError('too_many_requests', { retryAfterSeconds: decision.retryAfterSeconds });
  }
  const upload = await receiveMultipart(request, {
    json: { field: 'order', schema: orderRequestSchema },
    files: { proof: proofRule },
  });
  const { buyer, items, paymentMethod } = upload.data;
  const priced = priceOrder(items);
  if (paymentMethod === 'qris' && priced.total > QRIS_MAX_AMOUNT) {
    throw new AppError('validation_failed', {
      fields: { paymentMethod: checkoutMessages['checkout.payment.qrisOverLimit'] },
    });
  }
  const proof = upload.files.proof;
  if (!proof) throw new Error('the proof rule requires a file');
  const createdAt = now();
  // The messages commit with the order: a crash after the commit delays them, never loses them.
  return commitIdempotentUpload(request, upload, 'orders', async (tx) => {
    const order = await insertWithUniqueCode(
      tx,
      { column: orders.orderNumber, generate: () => readableCode('ORD', now()) },
      (inner, orderNumber) =>
        insertOrderUnlessNumberTaken(inner, {
          orderNumber,
          buyerName: buyer.name,
          email: buyer.email,
          phone: buyer.phone,
          phoneE164: toIndonesianE164(buyer.phone),
          address: buyer.address,
          notes: buyer.notes || null,
          referralCode: buyer.referralCode || null,
          ...priced,
          paymentMethod,
          paymentProofKey: proof.key,
          paymentProofName: proof.fileName,
          paymentProofType: proof.contentType,
          status: 'pending',
          createdAt,
          updatedAt: createdAt,
        }),
    );
    await enqueueOrderPlaced(tx, deps, {
      id: order.id,
      orderNumber: order.orderNumber,
      email: buyer.email,
      lines: priced.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
      subtotal: priced.subtotal,
      shippingFee: priced.shippingFee,
      total: priced.total,
      paymentMethod,
      createdAt,
    });
    return order;
  });
}
