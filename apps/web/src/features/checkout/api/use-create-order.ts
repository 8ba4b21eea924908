import {
  orderCreatedSchema,
  type Buyer,
  type OrderCreated,
  type PaymentMethod,
} from '@toko/contracts';
import type { CartLine } from '@/lib/cart/priced-cart';
import { t } from '@toko/contracts/i18n/checkout';
import { forgetSessionIdempotencyKey, sessionIdempotencyKey } from '@/lib/upload/idempotency-key';
import { useMultipartSubmit } from '@/lib/upload/use-multipart-submit';

const KEY_NAME = 'checkout';

export type OrderDraft = {
  buyer: Buyer;
  lines: CartLine[];
  paymentMethod: PaymentMethod;
  proof: File;
};

/**
 * `POST /api/orders` as one multipart request with progress. The idempotency key lives in
 * sessionStorage for this checkout, so a retry after a dropped connection (or a reload) gets the
 * same order back instead of a second one; it is forgotten once the order exists.
 */
export function useCreateOrder(
  onCreated: (order: OrderCreated) => void,
  onFailed: (message: string) => void,
) {
  const upload = useMultipartSubmit<OrderCreated>({
    parse: orderCreatedSchema.parse,
    onSuccess: (order) => {
      forgetSessionIdempotencyKey(KEY_NAME);
      onCreated(order);
    },
    // A failed upload says so; the server's own refusals keep their message.
    onError: (error) =>
      onFailed(error.code === 'network_error' ? t('checkout.uploadFailed') : error.message),
  });

  function submit({ buyer, lines, paymentMethod, proof }: OrderDraft) {
    void upload.submit({
      url: '/api/orders',
      json: {
        name: 'order',
        value: {
          buyer,
          items: lines.map(({ product, quantity }) => ({ id: product.id, quantity })),
          paymentMethod,
        },
      },
      files: { proof },
      idempotencyKey: sessionIdempotencyKey(KEY_NAME),
    });
  }

  return { ...upload, submit };
}
