import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SECURITY_HEADER_NAMES } from '../helpers/security-header-names';

describe('the hosts the server answers for', () => {
  it('on a developer machine: the loopback names, and the PUBLIC_URL host', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ PUBLIC_URL: 'https://TokoEDC.id' }).allowedHosts).toEqual([
      'tokoedc.id',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
  });

  it('in production: PUBLIC_URL or ALLOWED_HOSTS is required, and only those are answered', () => {
    for (const env of [{ NODE_ENV: 'production' }, { TRUST_PROXY: '1' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: required in production/);
    }
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tokoedc.id' }).allowedHosts,
    ).toEqual(['tokoedc.id']);
    expect(
      loadConfig({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'tokoedc.id, www.tokoedc.id' }).allowedHosts,
    ).toEqual(['tokoedc.id', 'www.tokoedc.id']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://x.id/' })).toThrow(/ALLOWED_HOSTS/);
  });

  describe('a request for another host', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    it('is answered 421 with the security headers, for a page, the API and a write', async () => {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/api/health'],
        ['POST', '/api/auth/login'],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { host: 'evil.example', origin: 'http://evil.example' },
          payload: method === 'POST' ? { email: 'a@b.co', password: 'x' } : undefined,
        });
        expect([url, response.statusCode]).toEqual([url, 421]);
        expect(response.json().error.code).toBe('misdirected_request');
        for (const name of SECURITY_HEADER_NAMES) expect(response.headers[name]).toBeTruthy();
      }
    });

    it('answers the loopback names on a developer machine', async () => {
      for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000']) {
        const response = await testApp.app.inject({ url: '/api/health', headers: { host } });
        expect([host, response.statusCode]).toEqual([host, 200]);
      }
    });
  });
});
