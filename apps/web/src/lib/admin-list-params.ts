import {
  DEFAULT_SORT_DIRECTIONS,
  isCalendarDay,
  SORT_DIRECTIONS,
  type ListSort,
  type SortDirection,
} from '@toko/contracts';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * An admin list's state: search, status filter, days (Asia/Jakarta, `yyyy-MM-dd`, '' for an
 * open end), sort and page, kept in the URL: docs/product.md, "Admin lists". `sort` '' is the
 * default order (newest first); `dir` '' the sort's first direction.
 */
export type ListParams<Status extends string> = {
  q: string;
  status: Status | '';
  from: string;
  to: string;
  sort: ListSort | '';
  dir: SortDirection | '';
  page: number;
};

type StatusSchema<Status extends string> = {
  safeParse: (value: unknown) => { success: true; data: Status } | { success: false };
};

/** The query string of a list request and of the list's URL: empty parts left out. */
export function listQueryString<Status extends string>(
  { q, status, from, to, sort, dir, page }: ListParams<Status>,
  { withPage = true } = {},
) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (sort) params.set('sort', sort);
  if (dir) params.set('dir', dir);
  if (withPage && page > 1) params.set('page', String(page));
  return params.toString();
}

function readParams<Status extends string>(
  searchParams: URLSearchParams,
  statusSchema: StatusSchema<Status>,
  sorts: readonly ListSort[],
): ListParams<Status> {
  const status = statusSchema.safeParse(searchParams.get('status'));
  const day = (name: string) => {
    const value = searchParams.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const sort = sorts.find((value) => value === searchParams.get('sort')) ?? '';
  const dir = SORT_DIRECTIONS.find((value) => value === searchParams.get('dir')) ?? '';
  return {
    q: searchParams.get('q') ?? '',
    status: status.success ? status.data : '',
    from: day('from'),
    to: day('to'),
    sort,
    dir: sort ? dir : '',
    page: Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1),
  };
}

/** The order a list shows: its sort (newest first when none) and that sort's direction. */
export function shownOrder({ sort, dir }: Pick<ListParams<string>, 'sort' | 'dir'>) {
  const shown = sort || 'date';
  return { sort: shown, dir: dir || DEFAULT_SORT_DIRECTIONS[shown] };
}

/**
 * The list's search, filters, sort and page live in the URL: back, forward and reload keep
 * them. Any change but the page's starts again at page 1.
 */
export function useListParams<Status extends string>(
  statusSchema: StatusSchema<Status>,
  sorts: readonly ListSort[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = readParams(searchParams, statusSchema, sorts);
  const update = useCallback(
    (next: Partial<ListParams<Status>>) => {
      // A search typed just before opening a row may land while the detail page loads: the list
      // is still on screen, but the admin has left it, and must not be pulled back.
      if (window.location.pathname !== pathname) return;
      // A new search or filter starts again at page 1; each change is a history entry.
      setSearchParams((current) =>
        listQueryString({ ...readParams(current, statusSchema, sorts), page: 1, ...next }),
      );
    },
    [pathname, setSearchParams, statusSchema, sorts],
  );
  const setStatus = useCallback((value: Status | '') => update({ status: value }), [update]);
  const setRange = useCallback((range: { from: string; to: string }) => update(range), [update]);
  /**
   * A header click: the same column turns around, another starts in its first direction; the
   * cards' select names the direction.
   */
  const toggleSort = useCallback(
    (column: ListSort, chosen?: SortDirection) => {
      const current = shownOrder(params);
      const turned = current.dir === 'asc' ? 'desc' : 'asc';
      const dir = chosen ?? (current.sort === column ? turned : DEFAULT_SORT_DIRECTIONS[column]);
      const isDefault = column === 'date' && dir === 'desc';
      update(isDefault ? { sort: '', dir: '' } : { sort: column, dir });
    },
    [params, update],
  );
  return { params, update, setStatus, setRange, toggleSort };
}
