import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen } from '../helpers/listen';
import { newObjectKey } from '../../src/storage/object-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startLocalS3, type LocalS3 } from './local-s3';

describe('GET /api/files/* with S3 storage', () => {
  let s3: LocalS3;
  let testApp: TestApp;
  const content = Buffer.from('%PDF-1.7 '.padEnd(2048, 'x'));

  beforeAll(async () => {
    s3 = await startLocalS3();
    testApp = await createTestApp({ config: { s3: s3.config } });
  });
  afterAll(async () => {
    await testApp.close();
    await s3.close();
  });

  it('streams the object through the server as a private, unsniffable attachment', async () => {
    expect(testApp.deps.storage.kind).toBe('s3');
    const key = newObjectKey('payment-proofs', 'pdf');
    await testApp.deps.storage.put(key, Readable.from([content]), {
      maxBytes: 10_000,
      contentType: 'application/pdf',
      downloadName: 'bukti transfer ü.pdf',
    });

    const response = await testApp.app.inject({
      method: 'GET',
      url: await testApp.deps.storage.signedUrl(key, 300),
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="bukti transfer _.pdf"; filename*=UTF-8''bukti%20transfer%20%C3%BC.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('refuses the link once it has expired', async () => {
    const key = newObjectKey('payment-proofs', 'pdf');
    await testApp.deps.storage.put(key, Readable.from([content]), {
      maxBytes: 10_000,
      contentType: 'application/pdf',
    });
    const url = await testApp.deps.storage.signedUrl(key, 300);
    testApp.advanceTime(301_000);
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'link_expired' } });
  });

  it('ends the response and logs, without the file name, when S3 breaks off midway', async () => {
    const key = newObjectKey('payment-proofs', 'pdf');
    const large = Buffer.alloc(4 * 1024 * 1024, 7);
    await testApp.deps.storage.put(key, Readable.from([large]), {
      maxBytes: large.length,
      contentType: 'application/pdf',
      downloadName: 'ktp_budi.pdf',
    });
    // S3 sends its headers and a first chunk, then the connection drops.
    s3.onRequest((request, response) => {
      if (request.method !== 'GET' || !request.url?.includes(key)) return;
      const write = response.write.bind(response) as (chunk: unknown) => boolean;
      response.write = ((chunk: unknown) => {
        response.write = (() => true) as typeof response.write;
        response.end = (() => response) as typeof response.end;
        setTimeout(() => response.socket?.destroy(), 100);
        return write(chunk);
      }) as typeof response.write;
    });
    const logged = vi.spyOn(testApp.app.log, 'error');
    const { origin } = await listen(testApp.app);

    const url = await testApp.deps.storage.signedUrl(key, 300);
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(large.length));
    await expect(response.arrayBuffer()).rejects.toThrow();

    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ errorName: expect.any(String) }),
        'file stream failed',
      ),
    );
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/ktp_budi|payment-proofs/);
    logged.mockRestore();
  });
});
