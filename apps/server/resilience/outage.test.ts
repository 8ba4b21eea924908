import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import { reportFigure } from '../test/helpers/report-figure';
import { withSql } from './helpers/database-access';
import { createPostgresCluster, findPostgresBinaries } from './helpers/postgres-cluster';
import { startServer, type ServerProcess } from './helpers/server-process';
import { newSubmission, send, type Answer } from './helpers/submissions';

const SERVER_PORT = 4402;
const POSTGRES_PORT = 4411;
const WORKERS = 4;
const binaries = findPostgresBinaries();
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Sent = { sentAt: number; at: number; tag: string; answer: Answer };

/** Checkouts back to back from `WORKERS` clients until `stop()`; every answer is kept. */
function checkoutLoad(server: ServerProcess) {
  const sent: Sent[] = [];
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      const submission = newSubmission('order', next++, 'outage');
      const sentAt = performance.now();
      const answer = await send(server.url(''), submission);
      sent.push({ sentAt, at: performance.now(), tag: submission.tag, answer });
      if (answer.status !== 201) await sleep(50);
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    sent,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe('the database restarts under load', () => {
  it.skipIf(!binaries)(
    'answers 503 with the Indonesian message while it is away, recovers within 10 s, loses no order',
    async () => {
      if (!binaries) return;
      const dataDir = mkdtempSync(join(tmpdir(), 'toko-outage-'));
      const cluster = createPostgresCluster(binaries, POSTGRES_PORT);
      let server: ServerProcess | undefined;
      try {
        server = await startServer(SERVER_PORT, {
          DATA_DIR: dataDir,
          DATABASE_URL: cluster.url,
          TRUST_PROXY: '1',
        });
        const load = checkoutLoad(server);
        await sleep(3000);
        cluster.stop();
        const stoppedAt = performance.now();
        await sleep(5000);
        cluster.start();
        const backAt = performance.now();
        await sleep(12_000);
        await load.stop();

        const during = load.sent.filter((entry) => entry.sentAt > stoppedAt && entry.at < backAt);
        const firstAfter = load.sent.find(
          (entry) => entry.at > backAt && entry.answer.status === 201,
        );
        const recoveryMs = firstAfter ? firstAfter.at - backAt : Infinity;
        const created = load.sent.filter((entry) => entry.answer.status === 201);
        const statuses = new Map<string, number>();
        for (const entry of load.sent) {
          const status = String(entry.answer.status);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        const running = await Promise.race([
          server.exited.then(() => false),
          sleep(0).then(() => true),
        ]);
        const kept = await withSql({ databaseUrl: cluster.url }, async (sql) => {
          const rows = await sql(`select notes from orders where notes like 'uji outage %'`);
          return new Set(rows.map((row) => String(row.notes)));
        });
        reportFigure(
          `resilience: database restart under load (${WORKERS} clients, down ${((backAt - stoppedAt) / 1000).toFixed(1)} s) → ` +
            `answers ${JSON.stringify(Object.fromEntries(statuses))}, recovered ${(recoveryMs / 1000).toFixed(2)} s ` +
            `after the database was back, ${created.filter((entry) => kept.has(entry.tag)).length} of ${created.length} ` +
            `orders answered 201 kept, server ${running ? 'still running' : 'EXITED'}`,
        );

        expect(running, server.output().slice(-3000)).toBe(true);
        expect(during.length).toBeGreaterThan(0);
        for (const entry of during) {
          expect(entry.answer).toMatchObject({
            status: 503,
            body: {
              error: { code: 'service_unavailable', message: errorMessages.service_unavailable },
            },
          });
        }
        expect(
          load.sent
            .filter((entry) => ![201, 503].includes(entry.answer.status as number))
            .map(({ sentAt, at, answer }) => ({ sentAt, at, stoppedAt, backAt, answer })),
        ).toEqual([]);
        expect(recoveryMs).toBeLessThan(10_000);
        expect(created.filter((entry) => !kept.has(entry.tag))).toEqual([]);
        expect(running, server.output().slice(-3000)).toBe(true);
        expect(await fetch(server.url('/api/health')).then((response) => response.status)).toBe(
          200,
        );
      } finally {
        await server?.kill9();
        cluster.remove();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
