import { errorMessages, REGISTRATION_STATUS_RATE_LIMIT } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomIp } from '../helpers/random-ip';
import { registrationRow } from '../admin/registration-rows';

const NOT_FOUND = 'Pendaftaran tidak ditemukan. Periksa kode pendaftaran dan nomor HP.';

describe('POST /api/registrations/status', () => {
  let testApp: TestApp;
  const code = 'REG-20261128-STATUS';

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.deps.database.db.insert(registrations).values([
      registrationRow(1, {
        code,
        status: 'new',
        phone: '0812-3456-7890',
        phoneE164: '+6281234567890',
      }),
      registrationRow(2, {
        code: 'REG-20261128-DELETED',
        phone: '081234567890',
        phoneE164: '+6281234567890',
        deletedAt: new Date(),
      }),
    ]);
  });
  afterAll(() => testApp.close());

  const ask = (body: object, remoteAddress = randomIp()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/registrations/status',
      payload: body,
      remoteAddress,
    });

  it('answers the code and the status, nothing more, for the code and the phone however written', async () => {
    const address = randomIp();
    for (const phone of ['081234567890', '+62 812-3456-7890', '0812.3456.7890']) {
      const response = await ask({ code: code.toLowerCase(), phone }, address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code, status: 'new' });
    }
  });

  it('follows the status an admin sets', async () => {
    const db = testApp.deps.database.db;
    for (const status of ['verified', 'rejected'] as const) {
      await db.update(registrations).set({ status }).where(eq(registrations.code, code));
      expect((await ask({ code, phone: '081234567890' })).json()).toEqual({ code, status });
    }
    await db.update(registrations).set({ status: 'new' }).where(eq(registrations.code, code));
  });

  it('answers a wrong phone, an unknown code, a deleted one and a bad phone alike', async () => {
    const address = randomIp();
    const answers = [
      await ask({ code, phone: '081111111111' }, address),
      await ask({ code: 'REG-20260101-AAAAAA', phone: '081234567890' }, address),
      await ask({ code: 'REG-20261128-DELETED', phone: '081234567890' }, address),
      await ask({ code, phone: '12345' }, address),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'not_found', message: NOT_FOUND } });
    }
  });

  it('answers 429 with the catalogue message past the limit, per address', async () => {
    const address = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < REGISTRATION_STATUS_RATE_LIMIT.max; attempt += 1) {
      statuses.push((await ask({ code, phone: '080000000000' }, address)).statusCode);
    }
    expect(statuses.every((status) => status === 404)).toBe(true);
    const blocked = await ask({ code, phone: '081234567890' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'too_many_requests', message: errorMessages.too_many_requests },
    });
    expect(Number(blocked.headers['retry-after'])).toBe(
      REGISTRATION_STATUS_RATE_LIMIT.blockMinutes * 60,
    );
    expect((await ask({ code, phone: '081234567890' })).statusCode, 'another address').toBe(200);
  });
});
