import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_FRESH_MS } from '../src/modules/health/database-probe';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database as up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/health with the database gone', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('answers 503 and says the database is down', async () => {
    await testApp.deps.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('GET /api/health under repeated checks', () => {
  let testApp: TestApp;
  let pings = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp.deps;
    const ping = database.ping.bind(database);
    database.ping = () => {
      pings += 1;
      return ping();
    };
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  const health = () => testApp.app.inject({ method: 'GET', url: '/api/health' });

  it('asks the database once for many checks within a moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    for (let check = 0; check < 20; check += 1) answers.push(await health());
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(pings).toBeLessThanOrEqual(2);
  });

  it('answers 503 within a second once the database goes away', async () => {
    expect((await health()).statusCode).toBe(200);
    await testApp.deps.database.close();
    await new Promise((resolve) => setTimeout(resolve, HEALTH_FRESH_MS));
    const response = await health();
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { status: 'degraded', database: 'down' },
    ]);
  });
});
