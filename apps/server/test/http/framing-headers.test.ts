import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

function writeWebDistWithManual(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toko-web-'));
  mkdirSync(join(dir, 'manual'));
  mkdirSync(join(dir, 'admin', 'login'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'manual', 'panduan.pdf'), '%PDF-1.4\n%%EOF\n');
  return dir;
}

/** X-Frame-Options and CSP frame-ancestors, which must always say the same. */
function framing(response: { headers: Record<string, unknown> }) {
  const policy = String(response.headers['content-security-policy']);
  return `${String(response.headers['x-frame-options'])} ${/frame-ancestors ([^;]+)/.exec(policy)?.[1]}`;
}

describe('framing headers', () => {
  let testApp: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = writeWebDistWithManual();
    testApp = await createTestApp({ config: { webDistDir: webDist } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lets only our own pages frame the manual files', async () => {
    const response = await get('/manual/panduan.pdf');
    expect(response.statusCode).toBe(200);
    expect(framing(response)).toBe("SAMEORIGIN 'self'");
  });

  it('refuses every frame elsewhere, in both headers', async () => {
    for (const url of ['/', '/produk', '/admin/login', '/api/health', '/api/nothing']) {
      expect([url, framing(await get(url))]).toEqual([url, "DENY 'none'"]);
    }
  });

  it('matches the manual on the decoded, normalised path, not the raw URL', async () => {
    const tricky = [
      '/manual/..%2f..%2fadmin/login',
      '/manual/%2e%2e/admin/login',
      '/manual/../admin/login',
      '/manual/..%5cadmin/login',
      '/manual/%2E%2E%2Fapi%2Fhealth',
      '/manual/not-a-file',
      '/manualx/panduan.pdf',
    ];
    for (const url of tricky) {
      expect([url, framing(await get(url))]).toEqual([url, "DENY 'none'"]);
    }
  });
});
