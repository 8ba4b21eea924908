import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { orders } from '../../src/db/schema';
import { insertWithUniqueCode } from '../../src/lib/insert-with-unique-code';
import type { Database } from '../../src/db/database';
import { readableCode } from '../../src/lib/readable-code';
import type { Transaction } from '../../src/lib/transaction';
import { orderRow } from '../helpers/rows';
import { openTestDatabase } from '../helpers/test-database';

const order = (orderNumber: string, id?: string) =>
  orderRow({ orderNumber, ...(id ? { id } : {}) });

/** Hands out the given codes in turn and counts how many were asked for. */
function scripted(...codes: string[]) {
  const generate = () => {
    generate.calls += 1;
    return codes.shift() ?? readableCode('ORD', new Date());
  };
  generate.calls = 0;
  return generate;
}

describe('insertWithUniqueCode', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(orders).values(order('ORD-20261121-TAKEN1'));
  });
  afterAll(() => database.close());

  const insertOrder = async (db: Database | Transaction, code: string, id?: string) => {
    const [row] = await db
      .insert(orders)
      .values(order(code, id))
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row;
  };

  it('retries with a new code when the first one is taken', async () => {
    const generate = scripted('ORD-20261121-TAKEN1', 'ORD-20261121-FREE01');
    const row = await insertWithUniqueCode(
      database.db,
      { column: orders.orderNumber, generate },
      insertOrder,
    );
    expect(row?.orderNumber).toBe('ORD-20261121-FREE01');
    expect(generate.calls).toBe(2);
  });

  it('retries inside a caller transaction without spoiling it', async () => {
    const generate = scripted('ORD-20261121-TAKEN1', 'ORD-20261121-FREE02');
    const orderNumber = await database.db.transaction(async (tx) => {
      const row = await insertWithUniqueCode(
        tx,
        { column: orders.orderNumber, generate },
        insertOrder,
      );
      await tx.update(orders).set({ notes: 'after the retry' }).where(eq(orders.id, row!.id));
      return row!.orderNumber;
    });
    const [stored] = await database.db
      .select({ notes: orders.notes })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(stored?.notes).toBe('after the retry');
  });

  it('gives up after the allowed attempts', async () => {
    const generate = scripted('ORD-20261121-TAKEN1', 'ORD-20261121-TAKEN1', 'ORD-20261121-TAKEN1');
    const attempt = insertWithUniqueCode(
      database.db,
      { column: orders.orderNumber, generate, attempts: 3 },
      insertOrder,
    );
    await expect(attempt).rejects.toThrow('no free order_number after 3 generated codes');
    expect(generate.calls).toBe(3);
  });

  it('does not retry a unique violation of another constraint', async () => {
    const [existing] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, 'ORD-20261121-TAKEN1'));
    const generate = scripted();
    const error = await insertWithUniqueCode(
      database.db,
      { column: orders.orderNumber, generate },
      (tx, code) => insertOrder(tx, code, existing!.id),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ cause: { code: '23505', constraint: 'orders_pkey' } });
    expect(generate.calls).toBe(1);
  });

  it('refuses a column without a unique constraint', async () => {
    await expect(
      insertWithUniqueCode(
        database.db,
        { column: orders.email, generate: scripted() },
        insertOrder,
      ),
    ).rejects.toThrow('email has no unique constraint');
  });
});
