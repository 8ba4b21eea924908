import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Transaction } from './transaction';
import { isUniqueViolation } from './unique-violation';

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
 * Runs `insert` with a generated code; when the code is taken (a unique violation on exactly
 * that column's constraint) tries again with a new one, at most `attempts` times. Each try runs
 * in its own transaction, or a savepoint when `db` is already a transaction, so a collision
 * never spoils the caller's transaction. Any other error is rethrown at once.
 */
export async function insertWithUniqueCode<Row>(
  db: Database | Transaction,
  { column, generate, attempts = CODE_INSERT_ATTEMPTS }: UniqueCodeOptions,
  insert: (tx: Transaction, code: string) => Promise<Row>,
): Promise<Row> {
  const constraint = column.uniqueName;
  if (!column.isUnique || !constraint) throw new Error(`${column.name} has no unique constraint`);
  for (let attempt = 1; ; attempt += 1) {
    const code = generate();
    try {
      return await db.transaction((tx) => insert(tx, code));
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}
