import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './limits';
import { queryNumber } from './query-number';

/** Longest search term an admin list accepts; longer input is a mistake, not a search. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/** An empty query-string value (`?status=`) means "no filter", as if it were absent. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * The query string of an admin list (`?q=&status=&page=`): `q` is a trimmed, case-insensitive
 * partial match (empty = none), `status` one value of the list's own status enum, `page` 1-based.
 */
export function listQuerySchema<Status extends z.ZodType<string>>(statusSchema: Status) {
  return z.object({
    q: z
      .string()
      .trim()
      .max(LIST_SEARCH_MAX_LENGTH)
      .optional()
      .transform((value) => value || undefined),
    status: z.preprocess(emptyAsAbsent, statusSchema.optional()),
    page: queryNumber(z.number().int().min(1).default(1)),
  });
}

export type ListQuery<Status extends string> = { q?: string; status?: Status; page: number };

/** One page of a list, newest first: `total` is the exact number of matching rows. */
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
