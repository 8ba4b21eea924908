// What the notification outbox costs a guest's order (docs/decisions/017-notification-outbox.md):
// the built server on PostgreSQL delivering its outbox to a real SMTP server (smtp-server, a
// sink) against the same server with no SMTP_URL, whose messages are written in the order's
// transaction as always but wait. The same orders (guest-order.mjs's load, 10 at once, each
// naming a proof uploaded before the clock starts) in
// alternating rounds, each server on a database of its own; before each delivering round, the
// backlog of the last one is delivered first, and how long that took is the note. And the
// outbox's share of the order's own transaction: pgbench running the order's statements
// (guest-order.sql) against the same script without its two outbox inserts, the order path
// without the outbox.
// Run after `npm run build`:  node --import tsx bench/order-outbox.mjs [orders=1000] [pairs=3]
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WARM_UP_ORDERS, WRITES_DATABASE_URL, ordersLoad, pgbenchLoad } from './guest-order.mjs';
import { createdDatabase } from './lib/created-database.mjs';
import { isMain } from './lib/is-main.mjs';
import { alternatingPairs, median, resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { startServer } from './lib/start-server.mjs';

const databaseNamed = (suffix) => WRITES_DATABASE_URL.replace(/\/([^/]+)$/, `/$1_${suffix}`);

async function serverOn(url, env) {
  return startServer('apps/server/dist/server.js', {
    env: { DATABASE_URL: url, TRUST_PROXY: '1', ALLOWED_HOSTS: '127.0.0.1', ...env },
    readyPath: '/api/ready',
  });
}

/** Waits until no e-mail waits in the outbox; the ms it took. */
async function drained(client) {
  const started = performance.now();
  for (;;) {
    const { rows } = await client.query(
      "select count(*)::int as waiting from notification_outbox where status = 'pending'",
    );
    if (rows[0].waiting === 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** guest-order.sql without the statements that write the outbox. */
function scriptWithoutOutbox() {
  const path = join(tmpdir(), 'toko-order-without-outbox.sql');
  const lines = readFileSync('bench/guest-order.sql', 'utf8').split('\n');
  const kept = lines.filter((line) => !line.startsWith('INSERT INTO notification_outbox'));
  if (kept.length !== lines.length - 1) throw new Error('guest-order.sql: no outbox insert found');
  writeFileSync(path, kept.join('\n'));
  return path;
}

export async function orderOutbox({ orders = 1000, pairs = 3 } = {}) {
  const deliveringUrl = await createdDatabase(databaseNamed('outbox_sent'));
  const waitingUrl = await createdDatabase(databaseNamed('outbox_waiting'));
  const smtp = await startSmtpSink();
  const mail = { MAIL_FROM: 'Toko EDC <toko@tokoedc.id>', NOTIFY_EMAILS: 'toko@tokoedc.id' };
  const delivering = await serverOn(deliveringUrl, { ...mail, SMTP_URL: smtp.url });
  const waiting = await serverOn(waitingUrl, mail);
  const outbox = new pg.Client({ connectionString: deliveringUrl });
  await outbox.connect();
  const drainMs = [];
  let measured;
  try {
    await ordersLoad(delivering.base, WARM_UP_ORDERS);
    await ordersLoad(waiting.base, WARM_UP_ORDERS);
    measured = await alternatingPairs(
      pairs,
      async () => {
        drainMs.push(await drained(outbox));
        return ordersLoad(delivering.base, orders);
      },
      () => ordersLoad(waiting.base, orders),
    );
    drainMs.push(await drained(outbox));
  } finally {
    await outbox.end();
    await Promise.all([delivering.stop(), waiting.stop()]);
    await smtp.stop();
  }
  const withoutOutbox = scriptWithoutOutbox();
  const transaction = await alternatingPairs(
    pairs,
    () => pgbenchLoad(waitingUrl, 10),
    () => pgbenchLoad(waitingUrl, 10, withoutOutbox),
  );
  const pairsOf = (measure, of = measured) =>
    of.map((pair) => ({ ours: pair.ours[measure], baseline: pair.baseline[measure] }));
  const row = (fields) => ({ part: 'order-outbox', ...fields });
  const backlog = `the backlog left after a round was delivered in ${median(drainMs.slice(1)).toFixed(0)} ms (median); ${smtp.received()} e-mails received`;
  return [
    resultRow(
      row({
        measure:
          'POST /api/orders, 10 at once, PostgreSQL, the outbox delivered to SMTP meanwhile: orders/s (baseline: the same server without SMTP_URL, messages waiting)',
        unit: 'req/s',
        pairs: pairsOf('perSecond'),
        target: { atLeast: 0.9 },
        note: backlog,
      }),
    ),
    resultRow(
      row({
        measure: 'the same: p50 latency (baseline: without SMTP_URL)',
        unit: 'ms',
        pairs: pairsOf('p50'),
      }),
    ),
    resultRow(
      row({
        measure:
          "the order's statements, pgbench, 10 at once: transactions/s with its two outbox inserts (baseline: the same without them)",
        unit: 'tx/s',
        pairs: pairsOf('perSecond', transaction),
        target: { atLeast: 0.9 },
      }),
    ),
    resultRow(
      row({
        measure: 'the same: p50 latency (baseline: without the outbox inserts)',
        unit: 'ms',
        pairs: pairsOf('p50', transaction),
      }),
    ),
  ];
}

if (isMain(import.meta.url)) {
  const [orders, pairs] = process.argv.slice(2).map(Number);
  printRows(await orderOutbox({ orders: orders || undefined, pairs: pairs || undefined }));
}
