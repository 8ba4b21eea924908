// Memory of the upload pipeline under load: 8 uploads of 10 MiB at once through receiveMultipart
// into disk storage. Prints the server process's resident memory before and at its peak.
// Its baseline is what holding the uploads whole would take (the bytes sent): the ratio says how
// much of that the streaming pipeline still needs. Each round runs after the previous one.
// Run: node --import tsx bench/upload-memory.mjs [rounds=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROOF_MIME_TYPES, MAX_UPLOAD_BYTES } from '@toko/contracts';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/open-pglite.ts';
import { createStorage } from '../apps/server/src/storage/create-storage.ts';
import { commitUpload } from '../apps/server/src/uploads/commit-upload.ts';
import { registerMultipart } from '../apps/server/src/uploads/multipart-plugin.ts';
import { receiveMultipart } from '../apps/server/src/uploads/receive-multipart.ts';
import { isMain } from './lib/is-main.mjs';
import { resultRow } from './lib/pairs.mjs';
import { printRows } from './lib/print-rows.mjs';

const CONCURRENT = 8;
const MiB = 1024 * 1024;

export async function uploadMemory({ rounds = 3 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const secrets = {
    sessionSecret: 's'.repeat(64),
    signingSecret: 'k'.repeat(64),
    twoFactorSecret: 't'.repeat(64),
  };
  const database = await openPglite();
  const now = () => new Date();
  const app = await buildApp({
    deps: { config, database, storage: await createStorage(config, secrets, now), secrets, now },
  });
  // Multipart is parsed only where uploads arrive, as in the app's own upload routes.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    scope.post('/api/bench/upload', async (req, reply) => {
      const upload = await receiveMultipart(req, {
        json: { field: 'order', schema: z.object({ name: z.string() }) },
        files: { proof: { types: PROOF_MIME_TYPES, keyPrefix: 'bench', requiredMessage: 'wajib' } },
      });
      await commitUpload(database.db, upload, async () => undefined);
      return reply.status(201).send({ size: upload.files.proof?.size });
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const sentMiB = (CONCURRENT * MAX_UPLOAD_BYTES) / MiB;
  const pairs = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const statuses = await Promise.all(Array.from({ length: CONCURRENT }, () => upload(port)));
      clearInterval(sampler);
      if (statuses.some((status) => status !== 201))
        throw new Error(`uploads answered ${statuses.join(',')}`);
      pairs.push({ ours: (peak - before) / MiB, baseline: sentMiB, rssBefore: before / MiB });
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    resultRow({
      part: 'upload-memory',
      measure: `RSS growth, ${CONCURRENT} × ${MAX_UPLOAD_BYTES / MiB} MiB uploads at once (baseline: the bytes sent)`,
      unit: 'MiB',
      pairs,
      target: { atMost: 0.5 },
    }),
  ];
}

function upload(port) {
  const boundary = 'bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="order"\r\n\r\n{"name":"Budi"}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="proof"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // SOI, JFIF APP0, and the frame header of a 1×1 image: the server reads an image's size from it.
  const jpegStart = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0,
    0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0,
  ]);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        method: 'POST',
        path: '/api/bench/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(jpegStart);
    let sent = jpegStart.length;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < MAX_UPLOAD_BYTES) {
        const piece = chunk.subarray(0, Math.min(chunk.length, MAX_UPLOAD_BYTES - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

if (isMain(import.meta.url)) {
  printRows(await uploadMemory({ rounds: Number(process.argv[2] ?? 3) }));
}
