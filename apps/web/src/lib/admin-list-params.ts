import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * An admin list's state: search, status filter and page (kept in the URL):
 * docs/product.md, "Admin lists".
 */
export type ListParams<Status extends string> = { q: string; status: Status | ''; page: number };

type StatusSchema<Status extends string> = {
  safeParse: (value: unknown) => { success: true; data: Status } | { success: false };
};

/** The query string of a list request and of the list's URL: empty parts left out. */
export function listQueryString<Status extends string>({ q, status, page }: ListParams<Status>) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

function readParams<Status extends string>(
  searchParams: URLSearchParams,
  statusSchema: StatusSchema<Status>,
): ListParams<Status> {
  const status = statusSchema.safeParse(searchParams.get('status'));
  return {
    q: searchParams.get('q') ?? '',
    status: status.success ? status.data : '',
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
}

/** The list's search, filter and page live in the URL: back, forward and reload keep them. */
export function useListParams<Status extends string>(statusSchema: StatusSchema<Status>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = readParams(searchParams, statusSchema);
  const update = useCallback(
    (next: Partial<ListParams<Status>>) => {
      // A search typed just before opening a row may land while the detail page loads: the list
      // is still on screen, but the admin has left it, and must not be pulled back.
      if (window.location.pathname !== pathname) return;
      // A new search or filter starts again at page 1; each change is a history entry.
      setSearchParams((current) =>
        listQueryString({ ...readParams(current, statusSchema), page: 1, ...next }),
      );
    },
    [pathname, setSearchParams, statusSchema],
  );
  const setStatus = useCallback((value: Status | '') => update({ status: value }), [update]);
  return { params, update, setStatus };
}
