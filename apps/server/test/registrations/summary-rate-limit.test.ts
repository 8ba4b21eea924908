import { errorMessages, REGISTRATION_SUMMARY_RATE_LIMIT } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const unknownSummary = '/api/registrations/00000000-0000-4000-8000-000000000000/summary';

describe('GET /api/registrations/:id/summary rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const read = (remoteAddress: string) =>
    testApp.app.inject({ method: 'GET', url: unknownSummary, remoteAddress });

  it('answers 429 with Retry-After and the Indonesian message past the limit, per address', async () => {
    let answered = 0;
    let response = await read('198.51.100.7');
    while (response.statusCode === 404 && answered < 1000) {
      answered += 1;
      response = await read('198.51.100.7');
    }
    expect(answered).toBe(REGISTRATION_SUMMARY_RATE_LIMIT.max);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: { code: 'too_many_requests', message: errorMessages.too_many_requests },
    });
    const blockSeconds = REGISTRATION_SUMMARY_RATE_LIMIT.blockMinutes * 60;
    expect(Number(response.headers['retry-after'])).toBe(blockSeconds);

    expect((await read('198.51.100.8')).statusCode).toBe(404);
    testApp.advanceTime(blockSeconds * 1000 + 1000);
    expect((await read('198.51.100.7')).statusCode).toBe(404);
  });
});
