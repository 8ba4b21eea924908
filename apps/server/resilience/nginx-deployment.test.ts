import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DOCUMENTS, IDEMPOTENCY_KEY_HEADER, UPLOAD_DRAFT_HEADER } from '@toko/contracts';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../src/db/schema';
import { createS3Client } from '../src/storage/s3-storage';
import { reportFigure } from '../test/helpers/report-figure';
import { validOrder } from '../test/orders/order-requests';
import { startLocalS3, type LocalS3 } from '../test/storage/local-s3';
import { withSql } from './helpers/database-access';
import { findNginx, startNginx, type AccessLine, type Nginx } from './helpers/nginx-from-docs';
import {
  createPostgresCluster,
  findPostgresBinaries,
  type PostgresCluster,
} from './helpers/postgres-cluster';
import { startRoundRobinProxy } from './helpers/round-robin-proxy';
import { startServer, type ServerProcess } from './helpers/server-process';
import { newSubmission, noisePng, send, type Answer, type Submission } from './helpers/submissions';
import { waitUntil } from './helpers/wait-until';

const NGINX_PORT = 4420;
const INSTANCE_PORTS = [4421, 4422] as const;
const POSTGRES_PORT = 4423;
const S3_PORT = 4424;
/** docs/deploy.md: the readiness check's interval (1 s) and nginx's reload, with room to spare. */
const DRAIN_SECONDS = 3;
const GRACE_SECONDS = 20;
const METRICS_TOKEN = 'metrics-token-for-the-deployment-test-'.padEnd(48, 'm');
/** Clients sending orders and sign-ups side by side while an instance stops. */
const CLIENTS = 3;
/**
 * Their uploads retry a failed request, as the web app's do (PHONE_NETWORK_RETRY_DELAYS, shorter
 * here): nginx's reload closes each kept-alive connection once its answer has gone, and a request
 * the client sent on it before the close arrived gets no answer (a browser sends that one again).
 */
const UPLOAD_RETRY_DELAYS = [0, 500, 1000, 2000];
const AS_THE_WEB_APP = { uploadRetryDelays: UPLOAD_RETRY_DELAYS };

const READINESS_SCRIPT = fileURLToPath(
  new URL('../../../scripts/nginx-readiness.mjs', import.meta.url),
);
const nginxBinary = findNginx();
const postgresBinaries = findPostgresBinaries();
if (!nginxBinary) {
  console.warn(
    "nginx-deployment.test.ts SKIPPED: no nginx found. Install Debian's: apt-get install -y nginx-light (.ci/run does).",
  );
}
const DOCUMENT_COLUMNS = DOCUMENTS.map(({ keyColumn }) => registrations[keyColumn].name);

/** The route pattern Fastify's router gives a logged path (the metrics' `route` label). */
const routeOf = (path: string) =>
  path.split('?')[0]!.replace(/^\/api\/uploads\/[^/]+$/, '/api/uploads/:id');

/** The liveness and readiness probes, which the metrics leave out. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Requests through nginx the instance at `address` answered, as `METHOD route status` → count;
 * not the one whose client went away first (the cut upload: no status).
 */
function answeredBy(lines: AccessLine[], address: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const status = line.upstreamStatuses.at(-1);
    if (line.upstreams.at(-1) !== address || !status || PROBES.has(routeOf(line.path))) continue;
    const key = `${line.method} ${routeOf(line.path)} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * The same from an instance's scrape: the `_count` samples of `toko_http_request_duration_seconds`
 * (the parser keeps a histogram's buckets without their labels, so they are read from the text).
 */
function countedBy(scrape: string): Map<string, number> {
  const counts = new Map<string, number>();
  const samples = scrape.matchAll(
    /^toko_http_request_duration_seconds_count\{route="([^"]*)",method="([^"]*)",status="([^"]*)"\} (\d+)$/gm,
  );
  for (const [, route, method, status, count] of samples)
    counts.set(`${method} ${route} ${status}`, Number(count));
  return counts;
}

describe.skipIf(!nginxBinary || !postgresBinaries)(
  'the nginx config of docs/deploy.md before two instances on PostgreSQL and S3',
  () => {
    let cluster: PostgresCluster;
    let s3: LocalS3;
    let bucket: S3Client;
    let nginx: Nginx;
    let readinessCheck: ChildProcess;
    let readinessOutput = '';
    const servers: ServerProcess[] = [];
    const dataDirs: string[] = [];
    const addresses = INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);

    beforeAll(async () => {
      cluster = createPostgresCluster(postgresBinaries!, POSTGRES_PORT);
      s3 = await startLocalS3(S3_PORT);
      bucket = createS3Client(s3.config);
      // One after the other: the first applies the migrations.
      for (const port of INSTANCE_PORTS) {
        const dataDir = mkdtempSync(join(tmpdir(), 'toko-nginx-instance-'));
        dataDirs.push(dataDir);
        servers.push(
          await startServer(port, {
            DATA_DIR: dataDir,
            DATABASE_URL: cluster.url,
            TRUST_PROXY: '1',
            SESSION_SECRET: 'shared-session-secret-'.padEnd(64, 's'),
            SIGNING_SECRET: 'shared-signing-secret-'.padEnd(64, 'k'),
            TWO_FACTOR_SECRET: 'shared-two-factor-secret-'.padEnd(64, 't'),
            S3_ENDPOINT: s3.config.endpoint!,
            S3_BUCKET: s3.config.bucket,
            S3_REGION: s3.config.region,
            S3_ACCESS_KEY_ID: s3.config.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
            METRICS_TOKEN,
            SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
            SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
            LOG_LEVEL: 'info',
          }),
        );
      }
      nginx = await startNginx(nginxBinary!, NGINX_PORT, addresses);
      // The readiness check the doc tells operators to run beside open-source nginx.
      readinessCheck = spawn(
        process.execPath,
        [
          READINESS_SCRIPT,
          '--site',
          nginx.sitePath,
          '--every',
          '1',
          '--reload',
          nginx.reloadCommand,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      readinessCheck.stdout?.on('data', (chunk: Buffer) => (readinessOutput += chunk.toString()));
      readinessCheck.stderr?.on('data', (chunk: Buffer) => (readinessOutput += chunk.toString()));
    }, 170_000);

    afterAll(async () => {
      if (readinessCheck?.exitCode === null) {
        const exited = new Promise((resolve) => readinessCheck.once('exit', resolve));
        readinessCheck.kill('SIGTERM');
        await exited;
      }
      await nginx?.stop();
      for (const server of servers) await server.kill9();
      bucket?.destroy();
      await s3?.close();
      cluster?.remove();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    /** An instance's own `/metrics`, by its address, as Prometheus scrapes it; a parser checks it. */
    async function scrape(server: ServerProcess): Promise<string> {
      const answer = await fetch(server.url('/metrics'), {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      const families = parsePrometheusTextFormat(text).map(({ name }) => name);
      expect(families).toContain('toko_http_request_duration_seconds');
      return text;
    }

    /** Every request nginx passed to the instance is in that instance's metrics, and no other. */
    async function expectMetricsMatchAccessLog(index: number) {
      const logged = answeredBy(nginx.accessLog(), addresses[index]!);
      const counted = countedBy(await scrape(servers[index]!));
      expect(logged.size).toBeGreaterThan(0);
      expect(Object.fromEntries(logged)).toEqual(
        Object.fromEntries([...logged.keys()].map((key) => [key, counted.get(key)])),
      );
      return [...logged.values()].reduce((sum, count) => sum + count, 0);
    }

    /** Each submission answered 201 is in PostgreSQL once, with every file it names in the bucket. */
    async function expectStored(accepted: Accepted[]) {
      const rows = await withSql({ databaseUrl: cluster.url }, async (sql) => [
        ...(await sql(
          `select notes as tag, array[payment_proof_key] as keys from orders where notes like 'uji %'`,
        )),
        ...(await sql(
          `select store_name as tag, array[${DOCUMENT_COLUMNS.join(', ')}] as keys
           from registrations where store_name like 'uji %'`,
        )),
      ]);
      const keysOf = new Map<string, string[]>();
      for (const row of rows as { tag: string; keys: string[] }[]) {
        expect(keysOf.has(row.tag), `${row.tag} stored twice`).toBe(false);
        keysOf.set(row.tag, row.keys);
      }
      for (const submission of accepted) {
        const keys = keysOf.get(submission.tag);
        expect(keys, `${submission.tag} was answered 201 but is not stored`).toBeDefined();
        expect(keys!.length).toBe(submission.files);
        for (const key of keys!) {
          expect(key).toBeTruthy();
          await bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
        }
      }
    }

    /** Each order and sign-up answered 201: its tag, and how many files it named. */
    type Accepted = { tag: string; files: number };
    const accepted: Accepted[] = [];
    const acceptedOf = ({ tag, files }: Submission): Accepted => ({
      tag,
      files: Object.keys(files).length,
    });

    it('takes a guest order whose proof upload is cut and resumed on the other instance, and a sign-up', async () => {
      // The buyer's phone network: it cuts the connection in the middle of the upload's PATCH.
      const network = await startRoundRobinProxy([nginx.origin]);
      try {
        const draft = await fetch(`${network.origin}/api/upload-drafts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'checkout' }),
        });
        expect(draft.status).toBe(201);
        const { token } = (await draft.json()) as { token: string };
        const photo = noisePng(1400);
        network.cutNextPatchAfter(Math.floor(photo.length / 2), {
          halfOpen: false,
          beforeCut: async (path) => {
            const id = path.split('/').at(-1)!;
            await waitUntil(
              async () =>
                (
                  await withSql({ databaseUrl: cluster.url }, (sql) =>
                    sql(`select 1 from pg_locks where locktype = 'advisory' and granted
                         and objid = hashtext('tus-upload:${id}')::oid`),
                  )
                ).length > 0,
              10_000,
              'an instance to hold the upload',
              20,
            );
            // nginx takes the instances in turn (one worker, no other traffic): one request
            // between the cut and the client's HEAD sends the PATCH after it to the other one.
            await fetch(`${nginx.origin}/api/health`);
          },
        });
        const uploadUrl = await new Promise<string>((resolve, reject) => {
          const upload: Upload = new Upload(photo, {
            endpoint: `${network.origin}/api/uploads`,
            headers: { [UPLOAD_DRAFT_HEADER]: token },
            metadata: { slot: 'proof', filename: 'bukti.png' },
            retryDelays: UPLOAD_RETRY_DELAYS,
            storeFingerprintForResuming: false,
            onSuccess: () => resolve(upload.url!),
            onError: reject,
          });
          upload.start();
        });
        const uploadPath = new URL(uploadUrl).pathname;
        // nginx writes a line once its answer has gone; the client may have it a moment earlier.
        const triesOf = () => nginx.accessLog().filter((line) => line.path === uploadPath);
        await waitUntil(() => triesOf().length >= 3, 2000, "the upload in nginx's access log");
        const tries = triesOf();
        const patches = tries.filter((line) => line.method === 'PATCH');
        const head = tries.find((line) => line.method === 'HEAD');
        reportFigure(
          `resilience: nginx deployment, cut upload: ${tries.map((line) => `${line.method} ${line.status} via ${line.upstreams.join('→')}`).join(', ')}; resumed at ${network.routed.find((r) => r.method === 'HEAD')?.uploadOffset} of ${photo.length} bytes`,
        );
        expect(patches.length).toBe(2);
        expect(patches[1]!.status).toBe(204);
        // The bytes after the cut went to the other instance, from where the first had stored.
        expect(patches[1]!.upstreams.at(-1)).not.toBe(patches[0]!.upstreams.at(-1));
        expect(head?.status).toBe(200);
        const resumedAt = Number(network.routed.find((r) => r.method === 'HEAD')?.uploadOffset);
        expect(resumedAt).toBeGreaterThan(0);

        const order = validOrder();
        const tag = 'uji nginx order cut-upload';
        const placed = await fetch(`${nginx.origin}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: 'nginx-deployment-cut-upload',
          },
          body: JSON.stringify({
            ...order,
            buyer: { ...order.buyer, notes: tag },
            uploadDraft: token,
            proofUpload: uploadUrl.split('/').at(-1),
          }),
        });
        expect(placed.status).toBe(201);
        await placed.json();
        // The instance kept nginx's request id: the buyer's "Kode" is in nginx's log too.
        const requestId = placed.headers.get('x-request-id');
        await waitUntil(
          () => nginx.accessLog().some((line) => line.requestId === requestId),
          2000,
          `request id ${requestId} in nginx's access log`,
        );
        accepted.push({ tag, files: 1 });
      } finally {
        await network.close();
      }

      const signUp = newSubmission('registration', 0, 'nginx-first');
      expect((await send(nginx.origin, signUp)).status).toBe(201);
      accepted.push(acceptedOf(signUp));

      await expectStored(accepted);
      // Both instances took requests, and each counted exactly those nginx passed to it.
      for (const index of [0, 1]) {
        const requests = await expectMetricsMatchAccessLog(index);
        reportFigure(
          `resilience: nginx deployment, instance ${index + 1} answered ${requests} requests, all in its metrics`,
        );
      }
    });

    it('loses nothing and answers no 5xx while one instance is stopped with SIGTERM in the middle of traffic', async () => {
      const stopping = servers[0]!;
      const linesBefore = nginx.accessLog().length;
      const givenBeforeStop = answeredBy(nginx.accessLog(), addresses[0]!);
      const answers: { submission: Submission; answer: Answer }[] = [];
      let sending = true;
      let sent = 0;
      let resent = 0;
      const client = async (clientIndex: number) => {
        while (sending) {
          const index = sent++;
          const kind = index % 2 === 0 ? 'order' : 'registration';
          const submission = newSubmission(kind, index, `nginx-traffic-${clientIndex}`);
          let answer = await send(nginx.origin, submission, AS_THE_WEB_APP);
          // The same race on the JSON submit: the person taps again, with the same Idempotency-Key.
          if (answer.status === 'no answer') {
            resent += 1;
            answer = await send(nginx.origin, submission, AS_THE_WEB_APP);
          }
          answers.push({ submission, answer });
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

      await waitUntil(() => answers.length >= 4, 60_000, 'traffic through both instances');
      const signalledAt = performance.now();
      const exited = stopping.stop();
      // The readiness a balancer asks says "stopping" at once, while the instance still serves.
      await waitUntil(
        async () => (await fetch(stopping.url('/api/ready'))).status === 503,
        1000,
        'the stopping instance to say so on /api/ready',
        20,
      );
      // Its metrics while it drains (checked last: a broken drain fails the traffic's checks first).
      const drainScrape = await scrape(stopping).then(countedBy, (error: unknown) => error);
      expect(await exited).toBe(0);
      const stoppedAfter = (performance.now() - signalledAt) / 1000;
      // Traffic goes on a while with one instance left.
      const afterStop = answers.length;
      await waitUntil(() => answers.length >= afterStop + 4, 60_000, 'traffic after the stop');
      sending = false;
      await Promise.all(clients);

      const lines = nginx.accessLog().slice(linesBefore);
      const refused = answers.filter(({ answer }) => answer.status !== 201);
      const failedOver = lines.filter((line) => line.upstreams.length > 1);
      reportFigure(
        `resilience: nginx deployment, SIGTERM mid-traffic: ${answers.length} orders and sign-ups (${lines.length} requests through nginx), ${resent} resent after a connection closed by nginx's reload, ${refused.length} not 201, ${failedOver.length} passed on to the other instance, instance 1 exited 0 after ${stoppedAfter.toFixed(1)} s (drain ${DRAIN_SECONDS} s); readiness check: ${readinessOutput.trim().replaceAll('\n', ' | ')}`,
      );
      expect(
        refused.map(({ submission, answer }) => [submission.tag, answer]),
        JSON.stringify(lines.filter((line) => line.status >= 400)) + nginx.errorLog(),
      ).toEqual([]);
      const serverErrors = nginx.accessLog().filter((line) => line.status >= 500);
      expect(serverErrors, nginx.errorLog()).toEqual([]);
      // The readiness check took it out of nginx before its drain was over: nginx never met its
      // closed listener (a refused connection it would have passed on to the other instance).
      expect(readinessOutput).toContain(`down: ${addresses[0]}; reloading nginx`);
      expect(failedOver).toEqual([]);
      // The stopped instance served its share until then, the other one all after.
      const stoppedServed = lines.filter((line) => line.upstreams.at(-1) === addresses[0]).length;
      expect(stoppedServed).toBeGreaterThan(0);
      expect(lines.at(-1)!.upstreams.at(-1)).toBe(addresses[1]);

      accepted.push(...answers.map(({ submission }) => acceptedOf(submission)));
      await expectStored(accepted);

      // Metrics: the survivor counted every request nginx gave it; the stopped one, scraped
      // during its drain, had counted at least those before the stop, at most all nginx gave it.
      await expectMetricsMatchAccessLog(1);
      if (!(drainScrape instanceof Map)) throw drainScrape;
      const givenToStopped = answeredBy(nginx.accessLog(), addresses[0]!);
      for (const [key, given] of givenToStopped) {
        const counted = drainScrape.get(key) ?? 0;
        expect([key, counted >= (givenBeforeStop.get(key) ?? 0) && counted <= given]).toEqual([
          key,
          true,
        ]);
      }
    });
  },
);
