import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../src/limits';
import {
  countPages,
  LIST_SEARCH_MAX_LENGTH,
  listQuerySchema,
  listResponseSchema,
  type ListQuery,
} from '../src/lists';
import { orderStatusSchema, type OrderStatus } from '../src/statuses';
import { configureZodMessages } from '../src/zod-locale';

configureZodMessages();

describe('listQuerySchema', () => {
  const schema = listQuerySchema(orderStatusSchema);

  it('defaults to the first page with no search and no filter', () => {
    expect(schema.parse({})).toEqual({ page: 1 });
    expect(schema.parse({ q: '', status: '', page: '' })).toEqual({ page: 1 });
    expect(schema.parse({ q: '   ' })).toEqual({ page: 1 });
  });

  it('trims the search, keeps the status and coerces the page from the query string', () => {
    const parsed: ListQuery<OrderStatus> = schema.parse({
      q: '  Budi ',
      status: 'paid',
      page: '3',
    });
    expect(parsed).toEqual({
      q: 'Budi',
      status: 'paid',
      page: 3,
    });
  });

  it('rejects an unknown status, a page below 1 or not whole, and an overlong search', () => {
    expect(schema.safeParse({ status: 'verified' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(schema.safeParse({ page: 'x' }).success).toBe(false);
    // Only digits (queryNumber): JavaScript would read these as 1000, 16, 2 and 2.
    for (const page of ['1e3', '0x10', '+2', '2.0']) {
      expect(schema.safeParse({ page }).error?.issues[0]?.message, page).toBe('Harus berupa angka');
    }
    expect(schema.parse({ page: ' 12 ' }).page).toBe(12);
    expect(schema.safeParse({ q: 'a'.repeat(LIST_SEARCH_MAX_LENGTH) }).success).toBe(true);
    expect(schema.safeParse({ q: 'a'.repeat(LIST_SEARCH_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe('listResponseSchema', () => {
  it('checks the items with the given schema and the paging numbers', () => {
    const schema = listResponseSchema(z.object({ id: z.string() }));
    const page = {
      items: [{ id: 'a' }],
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      total: 1,
      pageCount: 1,
    };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, items: [{ id: 1 }] }).success).toBe(false);
    expect(schema.safeParse({ ...page, total: -1 }).success).toBe(false);
  });
});

describe('countPages', () => {
  it('rounds up, and an empty list has one empty page', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(ADMIN_PAGE_SIZE)).toBe(1);
    expect(countPages(ADMIN_PAGE_SIZE + 1)).toBe(2);
    expect(countPages(101, 10)).toBe(11);
  });
});
