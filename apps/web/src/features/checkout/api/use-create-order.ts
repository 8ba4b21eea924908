import {
  IDEMPOTENCY_KEY_HEADER,
  orderCreatedSchema,
  type Buyer,
  type OrderCreated,
  type PaymentMethod,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { useRef, useState } from 'react';
import type { CartLine } from '@/lib/cart/priced-cart';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client';
import { forgetSessionIdempotencyKey, sessionIdempotencyKey } from '@/lib/upload/idempotency-key';

const KEY_NAME = 'checkout';

export type OrderDraft = {
  buyer: Buyer;
  lines: CartLine[];
  paymentMethod: PaymentMethod;
  /** The draft token its proof was uploaded with, and that upload's id. */
  uploadDraft: string;
  proofUpload: string;
};

/**
 * `POST /api/orders` as a small JSON request naming the proof already uploaded. The idempotency
 * key lives in sessionStorage for this checkout, so a retry after a dropped connection (or a
 * reload) gets the same order back instead of a second one; it is forgotten once the order exists.
 */
export function useCreateOrder(
  onCreated: (order: OrderCreated) => void,
  /**
   * `proofRefusal`: the server would not take the proof's upload (expired, used). `error`: the
   * failure, whose request id is shown as "Kode: …".
   */
  onFailed: (message: string, proofRefusal: ApiError | undefined, error: unknown) => void,
) {
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState(false);
  const busy = useRef(false);

  async function submit({ buyer, lines, paymentMethod, uploadDraft, proofUpload }: OrderDraft) {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const order = await apiRequest('/api/orders', {
        method: 'POST',
        body: {
          buyer,
          items: lines.map(({ product, quantity }) => ({ id: product.id, quantity })),
          paymentMethod,
          uploadDraft,
          proofUpload,
        },
        headers: { [IDEMPOTENCY_KEY_HEADER]: sessionIdempotencyKey(KEY_NAME) },
        parse: orderCreatedSchema.parse,
      });
      forgetSessionIdempotencyKey(KEY_NAME);
      setCreated(true);
      onCreated(order);
    } catch (error) {
      const network = isApiError(error) && error.code === 'network_error';
      const proof = isApiError(error) ? error.fields.proof : undefined;
      const message = isApiError(error) ? (proof ?? error.message) : '';
      const refusal =
        isApiError(error) && proof
          ? new ApiError({
              status: error.status,
              code: error.code,
              message: proof,
              requestId: error.requestId,
            })
          : undefined;
      onFailed(network ? t('checkout.uploadFailed') : message, refusal, error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return { sending, created, submit: (draft: OrderDraft) => void submit(draft) };
}
