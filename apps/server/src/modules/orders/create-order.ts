import {
  QRIS_MAX_AMOUNT,
  type OrderCreated,
  toIndonesianE164,
  type OrderRequest,
} from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { FastifyRequest } from 'fastify';
import { orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { insertWithUniqueCode } from '../../lib/insert-with-unique-code';
import { readableCode } from '../../lib/readable-code';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../lib/transaction';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { enqueueOrderPlaced } from '../notifications/enqueue-notifications';
import { insertOrderUnlessNumberTaken } from './orders-repository';
import { priceOrder } from './price-order';

/** The stored proof an order names: its key, download name and type from its bytes. */
export type StoredProof = { key: string; fileName: string; contentType: string };

/** Counted before a byte of the body is read: a refused script uploads nothing. */
export async function limitOrders(request: FastifyRequest, limiter: RateLimiter): Promise<void> {
  await limiter.enforce(`order:${request.ip}`, request.server.deps.now());
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

/**
 * Writes the order row under a fresh readable number, with its messages to the buyer and the
 * shop, in the caller's transaction: a crash after the commit delays them, never loses them.
 */
export async function insertOrder(
  tx: Transaction,
  deps: AppDeps,
  data: Omit<OrderRequest, 'items'>,
  priced: ReturnType<typeof priceOrder>,
  proof: StoredProof,
): Promise<OrderCreated> {
  const { buyer, paymentMethod } = data;
  const createdAt = deps.now();
  const order = await insertWithUniqueCode(
    tx,
    { column: orders.orderNumber, generate: () => readableCode('ORD', createdAt) },
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
}
