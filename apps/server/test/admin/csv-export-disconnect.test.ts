import { get } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

/** Enough rows (about 14 MB of CSV) that no socket buffer holds the whole export. */
const ROWS = 100_000;
/** More downloads than the pool has connections (10): one never given back would stall the rest. */
const ABORTED = 12;

describe.skipIf(!process.env.DATABASE_URL)('CSV export by COPY: a client gone mid-download', () => {
  let testApp: TestApp;
  let cookie: string;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    await testApp.deps.database.db.execute(sql`
      insert into orders (order_number, created_at, buyer_name, email, phone, address, items,
                          subtotal, total, status)
      select 'ORD-20261121-' || lpad(n::text, 6, '0'), now() - n * interval '1 second',
             'Pembeli ' || n, 'pembeli' || n || '@example.com', '0812' || lpad(n::text, 8, '0'),
             'Jl. Merdeka No. 1', '[]'::jsonb, 100000, 100000, 'paid'
      from generate_series(1, ${ROWS}) as n`);
    const { origin } = await listen(testApp.app);
    url = `${origin}/api/admin/orders/export.csv`;
  }, 120_000);
  afterAll(() => testApp.close());

  /** Reads the first chunk of the download, then hangs up. */
  const abortAfterFirstChunk = () =>
    new Promise<void>((resolve, reject) => {
      const request = get(url, { headers: { cookie } }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });

  it('gives the connection back: later downloads, more than the pool holds, still finish', async () => {
    for (let index = 0; index < ABORTED; index += 1) await abortAfterFirstChunk();
    const response = await fetch(url, { headers: { cookie } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body.match(/\r\n"ORD-/g)).toHaveLength(ROWS);
  }, 60_000);
});
