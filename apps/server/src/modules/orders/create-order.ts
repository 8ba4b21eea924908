import {
  orderRequestSchema,
  QRIS_MAX_AMOUNT,
  toIndonesianE164,
  type OrderCreated,
  type OrderRequest,
} from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import type { Transaction } from '../../lib/transaction';
import { commitIdempotentUpload } from '../idempotency/commit-idempotent-upload';
import { receiveMultipart } from '../../uploads/receive-multipart';
import type { IdempotentOutcome } from '../idempotency/idempotent';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { insertOrderUnlessNumberTaken } from './orders-repository';
import { priceOrder } from './price-order';
import { proofRule } from './proof-rule';

/** The stored proof an order names: its key, download name and type from its bytes. */
export type StoredProof = { key: string; fileName: string; contentType: string };

/** Counted before a byte of the body is read: a refused script uploads nothing. */
export async function limitOrders(request: FastifyRequest, limiter: RateLimiter): Promise<void> {
  const decision = await limiter.consume(`order:${request.ip}`, request.server.deps.now());
  if (!decision.allowed) {
    throw new AppError('too_many_requests', { retryAfterSeconds: decision.retryAfterSeconds });
  }
}

type OrderData = Pick<OrderRequest, 'items' | 'paymentMethod'>;

/** The order's prices from the catalogue; QRIS refused above its limit. */
export function priceAllowedOrder({ items, paymentMethod }: OrderData) {
  const priced = priceOrder(items);
  if (paymentMethod === 'qris' && priced.total > QRIS_MAX_AMOUNT) {
    throw new AppError('validation_failed', {
      fields: { paymentMethod: checkoutMessages['checkout.payment.qrisOverLimit'] },
    });
  }
  return priced;
}

/** Writes the order row under a fresh readable number, in the caller's transaction. */
export function insertOrder(
  tx: Transaction,
  data: Omit<OrderRequest, 'items'>,
  priced: ReturnType<typeof priceOrder>,
  proof: StoredProof,
  now: () => Date,
): Promise<OrderCreated> {
  const { buyer, paymentMethod } = data;
  return insertWithUniqueCode(
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
        createdAt: now(),
        updatedAt: now(),
      }),
  );
}

/**
 * `POST /api/orders` as multipart: the order JSON and its payment proof in one request. Prices
 * come from the catalogue; the proof is checked by its bytes; the row and the file commit
 * together; a retry with the same Idempotency-Key gets the first answer and stores nothing new.
 */
export async function createOrder(
  request: FastifyRequest,
  limiter: RateLimiter,
): Promise<IdempotentOutcome<OrderCreated>> {
  const { now } = request.server.deps;
  await limitOrders(request, limiter);
  const upload = await receiveMultipart(request, {
    json: { field: 'order', schema: orderRequestSchema },
    files: { proof: proofRule },
  });
  const priced = priceAllowedOrder(upload.data);
  const proof = upload.files.proof;
  if (!proof) throw new Error('the proof rule requires a file');
  return commitIdempotentUpload(request, upload, 'orders', (tx) =>
    insertOrder(tx, upload.data, priced, proof, now),
  );
}
