import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../src/db/schema';
import { openPostgres } from '../../src/db/open-postgres';
import {
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/modules/notifications/outbox-worker';
import { reportFigure } from '../helpers/report-figure';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderRequest, validOrder } from '../orders/order-requests';
import { notifyConfig } from './notify-config';

const url = process.env.DATABASE_URL;
const ORDERS = 100;

describe.runIf(url)('two instances on one PostgreSQL database', () => {
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  let smtp: SmtpCatcher;
  let instances: TestApp[];
  let workers: OutboxWorker[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const config = notifyConfig(smtp.url);
    const shopEmails = ['toko@tokoedc.id'];
    instances = [];
    for (let index = 0; index < 2; index += 1) {
      instances.push(
        await createTestApp({
          config: { notify: { ...config.notify, shopEmails } },
          database: await openPostgres({ url: url!, schemaName }),
        }),
      );
    }
    workers = instances.map((instance) => startOutboxWorker(instance.deps, instance.app.log));
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const instance of instances) await instance.close();
    await smtp.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schemaName}" cascade`);
    await client.end();
  });

  it('deliver the 200 messages of 100 orders with no duplicate', async () => {
    for (let index = 0; index < ORDERS; index += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const { app } = instances[(index + offset) % 2]!;
          return app.inject(await orderRequest(app, validOrder()));
        }),
      );
    }
    await smtp.waitFor(2 * ORDERS, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ids = smtp.mails.map((mail) => mail.parsed.messageId);
    const duplicates = ids.length - new Set(ids).size;
    reportFigure(
      `two instances on PostgreSQL: ${ids.length} e-mails for ${2 * ORDERS} messages, ${duplicates} duplicates`,
    );
    expect(ids).toHaveLength(2 * ORDERS);
    expect(duplicates).toBe(0);
    const rows = await instances[0]!.deps.database.db.select().from(notificationOutbox);
    expect(rows).toHaveLength(2 * ORDERS);
    expect(rows.every((row) => row.status === 'sent' && row.tries === 1)).toBe(true);
  }, 120_000);
});
