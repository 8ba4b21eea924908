import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Transaction } from './transaction';

/** A fresh 30-bit code collides with one of a day's codes very rarely; 5 in a row never. */
export const CODE_INSERT_ATTEMPTS = 5;

export type UniqueCodeOptions = {
  /** The column with the unique constraint, e.g. `orders.orderNumber`. */
  column: AnyPgColumn;
  /** Makes a new candidate, e.g. `() => readableCode('ORD', now)`. */
  generate: () => string;
  attempts?: number;
};

/**
 * Inserts a row under a generated code. `insert` must insert with
 * `onConflictDoNothing({ target: column })` and return `undefined` when that left the row out
 * (the code is taken); this then tries a new code, at most `attempts` times. A taken code is no
 * error, so it needs no savepoint and never spoils the caller's transaction: one round trip a
 * try. Any other unique violation is an error as usual.
 */
export async function insertWithUniqueCode<Row>(
  db: Database | Transaction,
  { column, generate, attempts = CODE_INSERT_ATTEMPTS }: UniqueCodeOptions,
  insert: (db: Database | Transaction, code: string) => Promise<Row | undefined>,
): Promise<Row> {
  if (!column.isUnique) throw new Error(`${column.name} has no unique constraint`);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const row = await insert(db, generate());
    if (row !== undefined) return row;
  }
  throw new Error(`no free ${column.name} after ${attempts} generated codes`);
}
