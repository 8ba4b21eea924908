import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { IDEMPOTENCY_KEY_HEADER, UPLOAD_DRAFT_HEADER } from '@toko/contracts';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/storage/s3-storage';
import { UNFINISHED_UPLOADS_PREFIX } from '../src/modules/uploads/stores/s3-upload-store';
import { validOrder } from '../test/orders/order-requests';
import { reportFigure } from '../test/helpers/report-figure';
import { startLocalS3, type LocalS3 } from '../test/storage/local-s3';
import { withSql } from './helpers/database-access';
import {
  createPostgresCluster,
  findPostgresBinaries,
  type PostgresCluster,
} from './helpers/postgres-cluster';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy';
import { startServer, type ServerProcess } from './helpers/server-process';
import { noisePng } from './helpers/submissions';

const PORTS = [4442, 4443] as const;
const POSTGRES_PORT = 4441;
const binaries = findPostgresBinaries();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!binaries)('a resumable upload across two instances on PostgreSQL and S3', () => {
  let cluster: PostgresCluster;
  let s3: LocalS3;
  let client: S3Client;
  let dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    if (!binaries) return;
    cluster = createPostgresCluster(binaries, POSTGRES_PORT);
    s3 = await startLocalS3();
    client = createS3Client(s3.config);
    // Each instance has a data folder of its own: nothing of an upload may live there.
    dataDirs = PORTS.map(() => mkdtempSync(join(tmpdir(), 'toko-tus-two-')));
    for (const [index, port] of PORTS.entries()) {
      servers.push(
        await startServer(port, {
          DATA_DIR: dataDirs[index]!,
          DATABASE_URL: cluster.url,
          TRUST_PROXY: '1',
          SESSION_SECRET: 'shared-session-secret-'.padEnd(64, 's'),
          SIGNING_SECRET: 'shared-signing-secret-'.padEnd(64, 'k'),
          S3_ENDPOINT: s3.config.endpoint!,
          S3_BUCKET: s3.config.bucket,
          S3_REGION: s3.config.region,
          S3_ACCESS_KEY_ID: s3.config.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        }),
      );
    }
    proxy = await startRoundRobinProxy(servers.map((server) => server.url('')));
  }, 600_000);
  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) await server.kill9();
    client?.destroy();
    await s3?.close();
    cluster?.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const headers = { 'x-forwarded-for': '10.9.0.1' };
  /** Until an instance holds the upload's lock (pg-locker.ts), 10 s at most. */
  async function waitUntilLocked(id: string) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const held = await withSql({ databaseUrl: cluster.url }, (sql) =>
        sql(
          `select 1 from pg_locks where locktype = 'advisory' and granted
           and objid = hashtext('tus-upload:${id}')::oid`,
        ),
      );
      if (held.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no instance took the upload lock');
  }

  /** A checkout draft's upload of a real photo, larger than one S3 part, cut at its middle. */
  async function uploadThroughCut(halfOpen: boolean) {
    const from = proxy.routed.length;
    const draft = await fetch(`${proxy.origin}/api/upload-drafts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'checkout' }),
    });
    expect(draft.status).toBe(201);
    const { token } = (await draft.json()) as { token: string };
    const content = noisePng(1400);
    // The cut comes once the instance has begun taking the PATCH (it holds the upload's lock),
    // as when a phone's connection drops mid-body; before that the resume could simply come
    // first, and tus would answer its PATCH 409 and resume again.
    proxy.cutNextPatchAfter(Math.floor(content.length / 2), {
      halfOpen,
      beforeCut: (path) => waitUntilLocked(path.split('/').at(-1)!),
    });
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(content, {
        endpoint: `${proxy.origin}/api/uploads`,
        headers: { ...headers, [UPLOAD_DRAFT_HEADER]: token },
        metadata: { slot: 'proof', filename: 'bukti.png' },
        retryDelays: [0, 1000, 3000],
        storeFingerprintForResuming: false,
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      });
      upload.start();
    });
    const routed = proxy.routed
      .slice(from)
      .filter((request) => request.path.startsWith('/api/uploads'));
    reportFigure(
      `resilience: tus on two instances, cut ${halfOpen ? 'half-open' : 'on both sides'}: ${routed.map((r) => `${r.method}→${r.instance + 1} ${r.status ?? 'cut'}${r.uploadOffset ? ` @${r.uploadOffset}` : ''}${r.ms === undefined ? '' : ` (${r.ms} ms)`}`).join(', ')}`,
    );
    return {
      token,
      content,
      uploadId: uploadUrl.split('/').at(-1)!,
      created: routed.find((request) => request.method === 'POST')!,
      patches: routed.filter((request) => request.method === 'PATCH'),
      heads: routed.filter((request) => request.method === 'HEAD'),
    };
  }

  it('an upload created on one instance and cut half-open resumes and finishes on the other, and an order takes it', async () => {
    const { token, content, uploadId, created, patches, heads } = await uploadThroughCut(true);
    // Created on one; the bytes that finished it went to the other.
    expect(created.status).toBe(201);
    expect(patches.at(-1)).toMatchObject({ status: 204, uploadOffset: String(content.length) });
    expect(patches.at(-1)!.instance).not.toBe(created.instance);
    // The instance asked for the offset waited for the cut request's lock on the other one,
    // which stored what it had received: the upload resumed from there, not from zero.
    expect(heads[0]!.instance).not.toBe(patches[0]!.instance);
    const resumedAt = Number(heads[0]!.uploadOffset);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(content.length / 2);

    const order = await fetch(`${proxy.origin}/api/orders`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: 'tus-two-instances-order',
      },
      body: JSON.stringify({
        ...validOrder(),
        uploadDraft: token,
        proofUpload: uploadId,
      }),
    });
    expect(order.status).toBe(201);
    const { id } = (await order.json()) as { id: string };
    const [row] = await withSql({ databaseUrl: cluster.url }, (sql) =>
      sql(`select payment_proof_key as key from orders where id = '${id}'`),
    );
    const stored = await client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: (row as { key: string }).key }),
    );
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    expect(sha256(bytes)).toBe(sha256(content));

    // Nothing unfinished is left in the bucket, nor in either instance's data folder.
    const Bucket = s3.config.bucket;
    const left = await client.send(
      new ListObjectsV2Command({ Bucket, Prefix: UNFINISHED_UPLOADS_PREFIX }),
    );
    expect(left.Contents ?? []).toEqual([]);
    expect((await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []).toEqual(
      [],
    );
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });
  it('a cut the instance sees too releases the lock at once: the other resumes without waiting for the drain', async () => {
    const { content, uploadId, patches, heads } = await uploadThroughCut(false);
    expect(heads[0]!.instance).not.toBe(patches[0]!.instance);
    expect(Number(heads[0]!.uploadOffset)).toBeGreaterThan(0);
    // tus drains a request asked to let go for 3 s; one whose client is gone ends at once.
    expect(heads[0]!.ms).toBeLessThan(2500);
    expect(patches.at(-1)).toMatchObject({ status: 204, uploadOffset: String(content.length) });
    const [row] = await withSql({ databaseUrl: cluster.url }, (sql) =>
      sql(`select stored_key as key from uploads where id = '${uploadId}'`),
    );
    const stored = await client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: (row as { key: string }).key }),
    );
    expect(sha256(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(sha256(content));
  });

  it('both instances stop cleanly on SIGTERM, their lock connections closed', async () => {
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
  });
});
