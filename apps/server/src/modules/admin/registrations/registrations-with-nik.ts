import {
  ADMIN_PAGE_SIZE,
  countPages,
  listOrderOf,
  type adminRegistrationListQuerySchema,
  type ListResponse,
} from '@toko/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { registrations } from '../../../db/schema';
import { listWhere } from '../../../lib/list-filter';
import { orderByOf } from '../../../lib/list-order';
import type { RegistrationRow } from '../../registrations/live-registrations';
import type { z } from 'zod';

type Query = z.infer<typeof adminRegistrationListQuerySchema>;

/**
 * The list's search by a full NIK, for a role with `personalData.reveal`: the live rows with
 * exactly that NIK (through their index; a person has few), with the list's status and days.
 * The NIK is not in the search text, so for everyone else such a search matches nothing and a
 * part of a NIK never narrows a list.
 */
export async function registrationsWithNik(
  db: Database,
  query: Query,
  nik: string,
): Promise<ListResponse<RegistrationRow>> {
  const where = and(listWhere(registrations, query), eq(registrations.idNumber, nik));
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(...orderByOf(registrations, listOrderOf(query)));
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  return {
    items: rows.slice(offset, offset + ADMIN_PAGE_SIZE),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    total: rows.length,
    pageCount: countPages(rows.length, ADMIN_PAGE_SIZE),
  };
}
