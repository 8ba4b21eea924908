import {
  orderCreatedSchema,
  orderIdSchema,
  orderSummaryPath,
  orderSummarySchema,
  type OrderSummary,
} from '@toko/contracts';
import { useEffect, useMemo, useState } from 'react';
import { apiRequest, type ApiError } from '@/lib/api-client';

export type OrderSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderSummary }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiError };

/** The order the confirm step handed over in the history entry, if it is this address's order. */
function handedOver(state: unknown, id: string): OrderSummary | null {
  const parsed = orderCreatedSchema.safeParse(state);
  if (!parsed.success || parsed.data.id !== id) return null;
  return { orderNumber: parsed.data.orderNumber, total: parsed.data.total };
}

/**
 * The success page's order, named by its address (`?order_id=`): the one just placed shows at
 * once from the history entry; a reload, a tab the phone dropped or the link opened elsewhere
 * reads its number and total from the server.
 */
export function useOrderSummary(id: string, historyState: unknown) {
  const placed = useMemo(() => handedOver(historyState, id), [historyState, id]);
  const wellFormed = orderIdSchema.safeParse(id).success;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: OrderSummaryState } | null>(null);
  const key = `${id}#${attempt}`;

  useEffect(() => {
    if (placed || !wellFormed) return;
    const controller = new AbortController();
    apiRequest(orderSummaryPath(id), {
      signal: controller.signal,
      parse: orderSummarySchema.parse,
    }).then(
      (order) => setAnswer({ key, state: { status: 'ready', order } }),
      (error: ApiError) => {
        if (controller.signal.aborted) return;
        const state: OrderSummaryState =
          error.status === 404 ? { status: 'notFound' } : { status: 'error', error };
        setAnswer({ key, state });
      },
    );
    return () => controller.abort();
  }, [id, key, placed, wellFormed]);

  const state: OrderSummaryState = placed
    ? { status: 'ready', order: placed }
    : !wellFormed
      ? { status: 'notFound' }
      : answer?.key === key
        ? answer.state
        : { status: 'loading' };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
