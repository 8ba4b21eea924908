import { orderStatusSchema, type OrderStatus } from '@toko/contracts';
import { useSearchParams } from 'react-router';
import { orderListQueryString, type OrderListParams } from '../api/get-orders';

/** The list's search, filter and page live in the URL: back, forward and reload keep them. */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = orderStatusSchema.safeParse(searchParams.get('status'));
  const params: OrderListParams = {
    q: searchParams.get('q') ?? '',
    status: status.success ? status.data : '',
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
  function update(next: Partial<OrderListParams>) {
    // A new search or filter starts again at page 1 (SPEC §2).
    const merged = { ...params, page: 1, ...next };
    // Each change is a history entry: back returns to the previous search, filter or page.
    setSearchParams(orderListQueryString(merged));
  }
  return { params, update, setStatus: (value: OrderStatus | '') => update({ status: value }) };
}
