import { errorMessages, LOGIN_THROTTLE } from '@toko/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const BLOCK_MS = LOGIN_THROTTLE.blockMinutes * 60_000;

describe('login throttling', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function login(email: string, password: string, remoteAddress: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('blocks an account after repeated failures, even for the right password', async () => {
    const user = await createUser(testApp.deps);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerAccount; attempt += 1) {
      // Spread over addresses: the account counter alone must trigger the block.
      const response = await login(user.email, 'wrong', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }

    const blocked = await login(user.email, user.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'too_many_login_attempts', message: errorMessages.too_many_login_attempts },
    });
    expect(blocked.headers['retry-after']).toBe(String(BLOCK_MS / 1000));
    expect(blocked.headers['set-cookie']).toBeUndefined();

    testApp.advanceTime(BLOCK_MS / 3);
    const stillBlocked = await login(user.email, user.password, '10.1.1.1');
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBe((BLOCK_MS * 2) / 3 / 1000);

    testApp.advanceTime((BLOCK_MS * 2) / 3);
    expect((await login(user.email, user.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('blocks an IP that fails across many accounts', async () => {
    const user = await createUser(testApp.deps);
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerIp; attempt += 1) {
      const response = await login(`unknown-${attempt}@example.com`, 'guess', ip);
      expect(response.statusCode).toBe(401);
    }

    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_login_attempts');
    expect(blocked.headers['retry-after']).toBe(String(BLOCK_MS / 1000));

    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
    testApp.advanceTime(BLOCK_MS);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('clears the account counter after a successful sign-in', async () => {
    const user = await createUser(testApp.deps);
    const ip = '10.3.0.1';
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerAccount - 1; attempt += 1) {
        expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
      }
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('does not count successful sign-ins against the IP', async () => {
    const user = await createUser(testApp.deps);
    for (let attempt = 0; attempt <= LOGIN_THROTTLE.maxFailuresPerIp; attempt += 1) {
      expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const user = await createUser(testApp.deps);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => login(user.email, 'wrong', `10.5.0.${attempt}`)),
    );
    const statuses = responses.map((response) => response.statusCode);

    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_THROTTLE.maxFailuresPerAccount,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - LOGIN_THROTTLE.maxFailuresPerAccount,
    );
    expect((await login(user.email, user.password, '10.5.1.1')).statusCode).toBe(429);
  });
});

describe.each(['1', 'true', '127.0.0.1'])(
  'login throttling behind a proxy, TRUST_PROXY=%s',
  (setting) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({
        config: { trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy },
      });
    });
    afterAll(() => testApp.close());

    it('throttles the address the proxy saw, whatever the client puts in X-Forwarded-For', async () => {
      const forgedHop = () => `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `guess-${attempt}@example.com`, password: 'guess' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forgedHop()}, 203.0.113.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, LOGIN_THROTTLE.maxFailuresPerIp).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(LOGIN_THROTTLE.maxFailuresPerIp).every((s) => s === 429)).toBe(true);
    });
  },
);
