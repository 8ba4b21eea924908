import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './limits';
import { isCalendarDay } from './list-dates';
import { adminMessages as messages } from './messages/admin';
import { queryNumber } from './query-number';

/** Longest search term an admin list accepts; longer input is a mistake, not a search. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** An empty query-string value (`?status=`) means "no filter", as if it were absent. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The columns an admin list sorts by: `date` (the default, newest first), `total`, `name`. */
export type ListSort = 'date' | 'total' | 'name';

/** Each sort's first direction: newest and largest first, names A to Z. */
export const DEFAULT_SORT_DIRECTIONS: Record<ListSort, SortDirection> = {
  date: 'desc',
  total: 'desc',
  name: 'asc',
};

const calendarDay = z.preprocess(
  emptyAsAbsent,
  z.string().refine(isCalendarDay, messages['admin.list.dateInvalid']).optional(),
);

/**
 * The query string of an admin list (`?q=&status=&from=&to=&sort=&dir=&page=`): `q` is a
 * trimmed, case-insensitive partial match (empty = none), `status` one value of the list's own
 * status enum, `from` and `to` whole days in Asia/Jakarta (either may be left open; a reversed
 * range is refused), `sort` one of the list's sorts with `dir` (absent: the sort's first
 * direction), `page` 1-based.
 */
export function listQuerySchema<Status extends z.ZodType<string>, Sort extends ListSort>(
  statusSchema: Status,
  sorts: readonly [Sort, ...Sort[]],
) {
  return z
    .object({
      q: z
        .string()
        .trim()
        .max(LIST_SEARCH_MAX_LENGTH)
        .optional()
        .transform((value) => value || undefined),
      status: z.preprocess(emptyAsAbsent, statusSchema.optional()),
      from: calendarDay,
      to: calendarDay,
      sort: z.preprocess(emptyAsAbsent, z.enum(sorts).optional()),
      dir: z.preprocess(emptyAsAbsent, z.enum(SORT_DIRECTIONS).optional()),
      page: queryNumber(z.number().int().min(1).default(1)),
    })
    .refine(({ from, to }) => !from || !to || from <= to, {
      message: messages['admin.list.rangeReversed'],
      path: ['from'],
    });
}

export type ListQuery<Status extends string> = {
  q?: string;
  status?: Status;
  from?: string;
  to?: string;
  sort?: ListSort;
  dir?: SortDirection;
  page: number;
};

/** The order a query asks for: its sort (default `date`) and direction (default the sort's). */
export function listOrderOf({ sort = 'date', dir }: Pick<ListQuery<string>, 'sort' | 'dir'>) {
  return { sort, dir: dir ?? DEFAULT_SORT_DIRECTIONS[sort] };
}

/** One page of a list in its order: `total` is the exact number of matching rows. */
export function listResponseSchema<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({
    items: z.array(itemSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative(),
    pageCount: z.number().int().min(1),
  });
}

export type ListResponse<Item> = {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};

/** Pages needed for `total` rows; an empty list still has its one (empty) first page. */
export function countPages(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
