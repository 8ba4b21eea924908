import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../src/limits';
import {
  countPages,
  LIST_SEARCH_MAX_LENGTH,
  listQuerySchema,
  listOrderOf,
  listResponseSchema,
  type ListQuery,
} from '../src/lists';
import { orderStatusSchema, type OrderStatus } from '../src/statuses';
import { configureZodMessages } from '../src/zod-locale';

configureZodMessages();

describe('listQuerySchema', () => {
  const schema = listQuerySchema(orderStatusSchema, ['date', 'total', 'name']);

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

describe('listQuerySchema: date range and sort', () => {
  const schema = listQuerySchema(orderStatusSchema, ['date', 'total', 'name']);
  const firstMessage = (query: Record<string, string>) =>
    schema.safeParse(query).error?.issues[0]?.message;

  it('keeps whole days, either end open, and one day as from = to', () => {
    expect(schema.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(schema.parse({ from: '2026-11-01', to: '' })).toEqual({ from: '2026-11-01', page: 1 });
    expect(schema.parse({ to: '2026-11-30' })).toEqual({ to: '2026-11-30', page: 1 });
    expect(schema.safeParse({ from: '2026-11-26', to: '2026-11-26' }).success).toBe(true);
  });

  it('refuses a reversed range and a day that is not on the calendar, in Indonesian', () => {
    expect(firstMessage({ from: '2026-11-30', to: '2026-11-01' })).toBe(
      '"Dari tanggal" tidak boleh setelah "Sampai tanggal"',
    );
    for (const day of ['2026-11-31', '2026-02-29', '26-11-01', '2026-1-1', 'kemarin']) {
      expect(firstMessage({ from: day }), day).toBe('Tanggal tidak valid');
    }
    expect(schema.safeParse({ from: '2028-02-29' }).success).toBe(true);
  });

  it("takes the list's sorts and a direction, the default order left implicit", () => {
    expect(schema.parse({ sort: 'total', dir: 'asc' })).toMatchObject({
      sort: 'total',
      dir: 'asc',
    });
    expect(schema.parse({ sort: '', dir: '' })).toEqual({ page: 1 });
    expect(schema.safeParse({ sort: 'email' }).success).toBe(false);
    expect(schema.safeParse({ dir: 'up' }).success).toBe(false);
    const registrations = listQuerySchema(orderStatusSchema, ['date', 'name']);
    expect(registrations.safeParse({ sort: 'total' }).success).toBe(false);
    expect(listOrderOf({})).toEqual({ sort: 'date', dir: 'desc' });
    expect(listOrderOf({ sort: 'total' })).toEqual({ sort: 'total', dir: 'desc' });
    expect(listOrderOf({ sort: 'name' })).toEqual({ sort: 'name', dir: 'asc' });
    expect(listOrderOf({ sort: 'name', dir: 'desc' })).toEqual({ sort: 'name', dir: 'desc' });
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
