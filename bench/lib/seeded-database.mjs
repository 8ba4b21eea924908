// A PostgreSQL database of the bench's own with at least `rows` orders and registrations (a number
// for both, or `{ orders, registrations }`), made by the seed command's seedRows (created and
// migrated when missing; a later run reuses the rows).
import { createdDatabase } from './created-database.mjs';

export async function seededDatabase(url, rows, log = () => {}) {
  const name = new URL(url).pathname.slice(1);
  await createdDatabase(url);

  const { sql } = await import('drizzle-orm');
  const { openPostgres } = await import('../../apps/server/src/db/open-postgres.ts');
  const { seedRows } = await import('../../apps/server/src/cli/seed-rows.ts');
  const database = await openPostgres({ url, onPoolError: (error) => log(error.message) });
  try {
    const count = async (table) =>
      Number(
        (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n,
      );
    const wanted = typeof rows === 'number' ? { orders: rows, registrations: rows } : rows;
    const missing = {
      orders: Math.max(0, wanted.orders - (await count('orders'))),
      registrations: Math.max(0, wanted.registrations - (await count('registrations'))),
    };
    if (missing.orders || missing.registrations) {
      log(`seeding ${JSON.stringify(missing)} into ${name}`);
      await seedRows(database.db, { ...missing, now: new Date() });
      await database.db.execute(sql`vacuum analyze orders`);
      await database.db.execute(sql`vacuum analyze registrations`);
    }
  } finally {
    await database.close();
  }
}
