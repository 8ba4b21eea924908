import type { ApiErrorBody } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '../../src/http/readiness';
import { stopServing } from '../../src/modules/health/stop-serving';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/ready', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 200, never to be kept, while the app is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('GET /api/ready while the server starts (migrations, the first admin)', () => {
  const readiness: Readiness = { phase: 'starting' };
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ readiness });
  });
  afterAll(() => testApp.close());

  it('answers 503 starting, health answers, and every other request waits with a 503', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([
      503,
      { status: 'starting' },
      'no-store',
    ]);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    for (const request of [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/api/auth/session' },
      { method: 'POST' as const, url: '/api/orders/status', payload: {} },
    ]) {
      const answer = await testApp.app.inject(request);
      expect([answer.statusCode, answer.json<ApiErrorBody>().error.code]).toEqual([
        503,
        'service_unavailable',
      ]);
      expect(answer.headers['retry-after']).toBe('5');
    }

    // A refusal the server chose is a warning in the log, not an error: a visitor who opens the
    // site while it starts is no failure of ours.
    const logged = testApp.logLines.map(
      (line) => JSON.parse(line) as { level: number; msg: string },
    );
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.filter((line) => line.msg === 'request refused')).toHaveLength(3);

    readiness.phase = 'ready';
    expect((await testApp.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.statusCode).toBe(200);
  });
});

describe('GET /api/ready with the database gone', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 503, while /api/health, the liveness check, still answers', async () => {
    await testApp.deps.database.close();
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([
      503,
      { status: 'database_down' },
      'no-store',
    ]);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

/** A request that runs until the test lets it finish: an upload still arriving, say. */
function slowRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const addRoutes: Parameters<typeof createTestApp>[0] = {
    addRoutes: (app) =>
      app.get('/api/test/slow', async () => {
        started();
        await released;
        return { finished: true };
      }),
  };
  return { addRoutes, release, running };
}

describe('a shutdown', () => {
  it('says 503 at once, takes requests through the drain, then lets running ones finish', async () => {
    const slow = slowRoute();
    const testApp = await createTestApp(slow.addRoutes);
    const { origin } = await listen(testApp.app);
    try {
      const slowAnswer = fetch(`${origin}/api/test/slow`);
      await slow.running;

      const stopped = stopServing(testApp.app, { graceSeconds: 10, drainSeconds: 1 });
      const ready = await fetch(`${origin}/api/ready`);
      expect([ready.status, await ready.json(), ready.headers.get('cache-control')]).toEqual([
        503,
        { status: 'stopping' },
        'no-store',
      ]);
      expect(ready.headers.get('x-request-id')).toBeTruthy();
      // Still taking requests while the load balancer notices.
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Past the drain the listener is closed: a new connection is refused.
      await expect(
        fetch(`${origin}/api/health`, { headers: { connection: 'close' } }),
      ).rejects.toThrow();
      slow.release();
      const answer = await slowAnswer;
      expect([answer.status, await answer.json()]).toEqual([200, { finished: true }]);
      // Its connection ends with it, so nothing holds the closing server open.
      expect(answer.headers.get('connection')).toBe('close');
      const releasedAt = Date.now();
      await stopped;
      expect(Date.now() - releasedAt).toBeLessThan(1000);
      expect(testApp.app.server.listening).toBe(false);
    } finally {
      slow.release();
      await testApp.deps.database.close();
    }
  });

  it('cuts the requests still running when the grace is over', async () => {
    const slow = slowRoute();
    const testApp = await createTestApp(slow.addRoutes);
    const { origin } = await listen(testApp.app);
    try {
      const slowAnswer = fetch(`${origin}/api/test/slow`).then(
        () => 'answered',
        () => 'cut',
      );
      await slow.running;
      const startedAt = Date.now();
      await stopServing(testApp.app, { graceSeconds: 1, drainSeconds: 0 });
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(await slowAnswer).toBe('cut');
      expect(testApp.logLines.join('\n')).toContain('shutdown grace over');
    } finally {
      slow.release();
      await testApp.deps.database.close();
    }
  });
});
