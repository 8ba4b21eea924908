import { errorMessages, LOGIN_THROTTLE } from '@toko/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

const { perAccountAndIp, perIp, perAccount } = LOGIN_THROTTLE;
const PAIR_BLOCK_MS = perAccountAndIp.blockMinutes * 60_000;
const IP_BLOCK_MS = perIp.blockMinutes * 60_000;
const ACCOUNT_BLOCK_MS = perAccount.blockMinutes * 60_000;

function throttledMessage(minutes: number) {
  return errorMessages.too_many_login_attempts.replace('{minutes}', String(minutes));
}

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

  it('blocks an account from one IP after repeated failures, even for the right password', async () => {
    const user = await createUser(testApp.deps);
    const ip = '10.1.0.1';
    for (let attempt = 0; attempt < perAccountAndIp.maxFailures; attempt += 1) {
      expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
    }

    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'too_many_login_attempts',
        message: throttledMessage(perAccountAndIp.blockMinutes),
      },
    });
    expect(blocked.headers['retry-after']).toBe(String(PAIR_BLOCK_MS / 1000));
    expect(blocked.headers['set-cookie']).toBeUndefined();

    testApp.advanceTime(PAIR_BLOCK_MS / 3);
    const stillBlocked = await login(user.email, user.password, ip);
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBe((PAIR_BLOCK_MS * 2) / 3 / 1000);
    expect(stillBlocked.json().error.message).toBe(
      throttledMessage((perAccountAndIp.blockMinutes * 2) / 3),
    );

    testApp.advanceTime((PAIR_BLOCK_MS * 2) / 3);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('an attacker failing at one IP does not lock the real admin out at another', async () => {
    const admin = await createUser(testApp.deps);
    const attacker = '10.6.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(admin.email, `guess ${attempt}`, attacker);
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);

    expect((await login(admin.email, admin.password, '10.6.0.2')).statusCode).toBe(200);
  });

  it('does not let a blocked IP run up the account counter', async () => {
    const admin = await createUser(testApp.deps);
    for (let attempt = 0; attempt < perAccount.maxFailures + 10; attempt += 1) {
      await login(admin.email, 'guess', '10.7.0.1');
    }
    expect((await login(admin.email, admin.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it('blocks an account for everyone once failures from many IPs reach the hourly cap', async () => {
    // OWASP ASVS 5.0: at most 100 failures an hour per account; two fixed windows can both
    // fill within one hour, so each may hold at most half of that.
    expect(perAccount.windowMinutes).toBeGreaterThanOrEqual(60);
    expect(perAccount.blockMinutes).toBeGreaterThanOrEqual(perAccount.windowMinutes);
    expect(perAccount.maxFailures * 2).toBeLessThanOrEqual(100);

    const admin = await createUser(testApp.deps);
    const perAddress = perAccountAndIp.maxFailures - 1;
    for (let attempt = 0; attempt < perAccount.maxFailures; attempt += 1) {
      const ip = `10.8.${Math.floor(attempt / perAddress)}.1`;
      expect((await login(admin.email, 'guess', ip)).statusCode).toBe(401);
    }

    const blocked = await login(admin.email, admin.password, '10.8.200.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(ACCOUNT_BLOCK_MS / 1000));
    expect(blocked.json().error.message).toBe(throttledMessage(perAccount.blockMinutes));

    testApp.advanceTime(ACCOUNT_BLOCK_MS);
    expect((await login(admin.email, admin.password, '10.8.200.1')).statusCode).toBe(200);
  });

  it('blocks an IP that fails across many accounts', async () => {
    const user = await createUser(testApp.deps);
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < perIp.maxFailures; attempt += 1) {
      const response = await login(`unknown-${attempt}@example.com`, 'guess', ip);
      expect(response.statusCode).toBe(401);
    }

    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_login_attempts');
    expect(blocked.headers['retry-after']).toBe(String(IP_BLOCK_MS / 1000));

    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
    testApp.advanceTime(IP_BLOCK_MS);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('clears the account-and-IP counter after a successful sign-in', async () => {
    const user = await createUser(testApp.deps);
    const ip = '10.3.0.1';
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < perAccountAndIp.maxFailures - 1; attempt += 1) {
        expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
      }
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('does not count successful sign-ins against the IP', async () => {
    const user = await createUser(testApp.deps);
    for (let attempt = 0; attempt <= perIp.maxFailures; attempt += 1) {
      expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const user = await createUser(testApp.deps);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'wrong', '10.5.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode);

    expect(statuses.filter((status) => status === 401)).toHaveLength(perAccountAndIp.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      12 - perAccountAndIp.maxFailures,
    );
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(429);
  });
});

describe.each(['1', 'true', '127.0.0.1'])(
  'login throttling behind a proxy, TRUST_PROXY=%s',
  (setting) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({
        config: {
          trustProxy: loadConfig({ TRUST_PROXY: setting, ALLOWED_HOSTS: 'localhost' }).trustProxy,
        },
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
      expect(statuses.slice(0, perIp.maxFailures).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(perIp.maxFailures).every((s) => s === 429)).toBe(true);
    });
  },
);
