import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../../src/config';
import { addMultipartListing } from './s3rver-multipart';
import { createS3Client } from '../../src/storage/s3-storage';

export type LocalS3 = {
  config: S3Config;
  /** `METHOD /path?query` of every request received, oldest first. */
  requests: string[];
  /** Runs `listener` on every later request, after the server has begun handling it. */
  onRequest(listener: (request: IncomingMessage, response: ServerResponse) => void): void;
  close(): Promise<void>;
};

/**
 * An S3-compatible server (s3rver, the maintained @20minutes fork) on 127.0.0.1 with one empty
 * bucket, on `port` (a free one by default).
 */
export async function startLocalS3(port = 0): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'toko-s3-'));
  // The fork checks SigV4 stricter than the SDK's newer checksum headers sign; our tests are
  // about storage, not S3's signatures.
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    allowMismatchedSignatures: true,
  });
  addMultipartListing(server);
  const { port: listening } = await server.run();
  const requests: string[] = [];
  server.httpServer.on('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${listening}`,
    bucket: 'toko-test-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
  return {
    config,
    requests,
    onRequest(listener) {
      server.httpServer.on('request', listener);
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
