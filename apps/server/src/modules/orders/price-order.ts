import {
  findProduct,
  orderTotals,
  QRIS_MAX_AMOUNT,
  type OrderRequest,
  type OrderTotals,
} from '@toko/contracts';
import { messages as checkoutMessages } from '@toko/contracts/i18n/checkout';
import type { OrderItemRecord } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type PricedOrder = OrderTotals & { items: OrderItemRecord[] };

/** Every amount from the server's catalogue: whatever price a client sends is never read. */
export function priceOrder(items: OrderRequest['items']): PricedOrder {
  const priced = items.map(({ id, quantity }): OrderItemRecord => {
    const product = findProduct(id);
    if (!product) throw new Error(`unknown product ${id}`);
    return {
      id,
      name: product.name,
      description: product.description,
      price: product.price,
      quantity,
    };
  });
  return { items: priced, ...orderTotals(priced) };
}

/** The order's prices from the catalogue; QRIS refused above its limit. */
export function priceAllowedOrder({
  items,
  paymentMethod,
}: Pick<OrderRequest, 'items' | 'paymentMethod'>): PricedOrder {
  const priced = priceOrder(items);
  if (paymentMethod === 'qris' && priced.total > QRIS_MAX_AMOUNT) {
    throw new AppError('validation_failed', {
      fields: { paymentMethod: checkoutMessages['checkout.payment.qrisOverLimit'] },
    });
  }
  return priced;
}
