import { t } from '@toko/contracts/i18n/admin';
import type { ReactNode } from 'react';
import { Button } from './button';

/** What the section reads of an infinite query (TanStack Query's `useInfiniteQuery`). */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type Props = {
  list: PagedQuery;
  /** How many rows the pages so far hold. */
  count: number;
  failedText: string;
  emptyText: string;
  moreText: string;
  /** The rows, shown once there is one. */
  children: ReactNode;
};

/**
 * An admin list paged by "more": loading, a failure with "Coba lagi", the empty state, the rows
 * and the button for the next page (the notifications and the audit log).
 */
export function LoadMoreSection({ list, count, failedText, emptyText, moreText, children }: Props) {
  return (
    <section aria-busy={list.isPending} className="grid gap-4">
      {list.isPending ? <p>{t('common.loadingData')}</p> : null}
      {list.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{failedText}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : null}
      {list.isSuccess && count === 0 ? <p className="text-muted-foreground">{emptyText}</p> : null}
      {count > 0 ? children : null}
      {list.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {moreText}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
