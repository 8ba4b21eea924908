import { Readable } from 'node:stream';
import { errorMessages } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listeningTestApp } from '../helpers/listen';
import { newObjectKey } from '../../src/storage/object-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/files/* (disk storage)', () => {
  let testApp: TestApp;
  const content = Buffer.from('%PDF-1.7 '.padEnd(4096, 'x'));

  async function storeProof(): Promise<string> {
    const key = newObjectKey('payment-proofs', 'pdf');
    await testApp.deps.storage.put(key, Readable.from([content]), {
      maxBytes: 10_000,
      contentType: 'application/pdf',
      downloadName: 'bukti_transfer.pdf',
    });
    return key;
  }

  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });

  function expectRefused(response: Awaited<ReturnType<typeof get>>, code: string) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code } });
  }

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('serves the file as a private, unsniffable attachment', async () => {
    const key = await storeProof();
    const response = await get(await testApp.deps.storage.signedUrl(key, 300));

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="bukti_transfer.pdf"; filename*=UTF-8''bukti_transfer.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a tampered signature, name or key', async () => {
    const key = await storeProof();
    const otherKey = await storeProof();
    const url = new URL(await testApp.deps.storage.signedUrl(key, 300), 'http://localhost');
    const path = (changed: URL) => `${changed.pathname}${changed.search}`;

    const badSig = new URL(url);
    const sig = url.searchParams.get('sig') ?? '';
    badSig.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    expectRefused(await get(path(badSig)), 'not_authorized');

    const renamed = new URL(url);
    renamed.searchParams.set('name', 'invoice.html');
    expectRefused(await get(path(renamed)), 'not_authorized');

    const otherFile = new URL(url);
    otherFile.pathname = `/api/files/${otherKey}`;
    expectRefused(await get(path(otherFile)), 'not_authorized');

    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expectRefused(await get(path(later)), 'not_authorized');

    expectRefused(await get(`/api/files/${key}`), 'not_authorized');
  });

  it('refuses an expired link with its own message', async () => {
    const key = await storeProof();
    const url = await testApp.deps.storage.signedUrl(key, 300);
    testApp.advanceTime(299_000);
    expect((await get(url)).statusCode).toBe(200);

    testApp.advanceTime(2_000);
    const response = await get(url);
    expectRefused(response, 'link_expired');
    expect(response.json().error.message).toBe(errorMessages.link_expired);
  });

  it('answers 404 when the file is gone', async () => {
    const key = await storeProof();
    const url = await testApp.deps.storage.signedUrl(key, 300);
    await testApp.deps.storage.delete(key);

    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('GET /api/files/* when the storage stream fails midway', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => ({ testApp, origin } = await listeningTestApp()));
  afterAll(() => testApp.close());

  it('ends the response instead of sending a truncated file as complete, and logs it', async () => {
    const key = newObjectKey('payment-proofs', 'pdf');
    const storage = testApp.deps.storage;
    await storage.put(key, Readable.from([Buffer.alloc(4096)]), {
      maxBytes: 10_000,
      contentType: 'application/pdf',
      downloadName: 'ktp_budi.pdf',
    });
    const logged = vi.spyOn(testApp.app.log, 'error');
    testApp.deps.storage = {
      ...storage,
      async get() {
        const failing = Readable.from(
          (async function* () {
            yield Buffer.alloc(1024);
            await new Promise((resolve) => setTimeout(resolve, 20));
            throw new Error('disk read failed');
          })(),
        );
        return { stream: failing, size: 4096, contentType: 'application/pdf' };
      },
    };
    const response = await fetch(`${origin}${await storage.signedUrl(key, 300)}`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    testApp.deps.storage = storage;

    expect(logged).toHaveBeenCalledWith(
      { errorName: 'Error', errorMessage: 'disk read failed' },
      'file stream failed',
    );
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/ktp_budi|payment-proofs/);
    logged.mockRestore();
  });
});
