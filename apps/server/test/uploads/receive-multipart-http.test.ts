import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { PROOF_MIME_TYPES } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { receiveMultipart } from '../../src/uploads/receive-multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { htmlBytes, jpegBytes, multipartBody } from './sample-files';
import { withMultipart } from '../helpers/with-multipart';

describe('receiveMultipart over real HTTP', () => {
  let testApp: TestApp;
  let port: number;
  const requests: IncomingMessage[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      addRoutes: withMultipart((app) => {
        app.post('/api/test/upload', async (request, reply) => {
          requests.push(request.raw);
          await receiveMultipart(request, {
            json: { field: 'order', schema: z.object({ name: z.string() }) },
            files: {
              first: { types: PROOF_MIME_TYPES, keyPrefix: 'test-first' },
              second: { types: PROOF_MIME_TYPES, keyPrefix: 'test-second' },
            },
          });
          return reply.status(201).send({});
        });
      }),
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => testApp.close());

  it('reads the rest of the body after an early refusal, so the client finishes sending', async () => {
    // A raw socket, so nothing on the client side stops sending once the answer arrives.
    const { payload, headers } = multipartBody([
      { name: 'order', value: JSON.stringify({ name: 'Budi' }) },
      { name: 'first', fileName: 'foto.jpg', type: 'image/jpeg', content: htmlBytes() },
      {
        name: 'second',
        fileName: 'b.jpg',
        type: 'image/jpeg',
        content: jpegBytes(9 * 1024 * 1024),
      },
    ]);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.write(
      `POST /api/test/upload HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${headers['content-type']}\r\n` +
        `content-length: ${payload.length}\r\n\r\n`,
    );
    // Resolves only once the server has taken in every byte (9 MiB exceed the socket buffers).
    const allSent = new Promise<void>((resolve) => socket.write(payload, () => resolve()));

    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 415 /), { timeout: 5000 });
    await expect(allSent).resolves.toBeUndefined();
    await vi.waitFor(() => expect(requests.at(-1)?.readableEnded).toBe(true));
    socket.destroy();
  });
});
