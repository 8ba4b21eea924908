import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusSchema,
  type OrderStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

const SEARCH_DELAY_MS = 300;

type Props = {
  q: string;
  status: OrderStatus | '';
  onSearch: (q: string) => void;
  onStatus: (status: OrderStatus | '') => void;
};

/** Search (applied after a short pause in typing) and the status filter. */
export function OrdersFilters({ q, status, onSearch, onStatus }: Props) {
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="relative">
        <label htmlFor="orders-search" className="sr-only">
          {t('admin.orders.searchLabel')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
        />
        <Input
          id="orders-search"
          type="search"
          className="pl-10"
          placeholder={t('admin.orders.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="orders-status" className="sr-only">
          {t('admin.orders.statusLabel')}
        </label>
        <select
          id="orders-status"
          value={status}
          onChange={(event) => {
            const parsed = orderStatusSchema.safeParse(event.target.value);
            onStatus(parsed.success ? parsed.data : '');
          }}
          className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
        >
          <option value="">{t('admin.orders.allStatuses')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
