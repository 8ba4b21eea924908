import { randomBytes } from 'node:crypto';
import type { OrderStatus, RegistrationStatus } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

type Row = { deleted?: boolean };

describe('GET /api/admin/stats', () => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
  });
  afterAll(() => testApp.close());

  async function stats() {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function insertOrder(status: OrderStatus, { deleted }: Row = {}) {
    await testApp.deps.database.db.insert(orders).values({
      orderNumber: `ORD-TEST-${randomBytes(4).toString('hex')}`,
      buyerName: 'Budi',
      email: 'budi@example.com',
      phone: '081234567890',
      address: 'Jl. Merdeka No. 1, Jakarta',
      items: [],
      subtotal: 100_000,
      total: 100_000,
      status,
      deletedAt: deleted ? new Date() : null,
    });
  }

  async function insertRegistration(status: RegistrationStatus, { deleted }: Row = {}) {
    await testApp.deps.database.db.insert(registrations).values({
      code: `REG-${randomBytes(4).toString('hex')}`,
      name: 'Siti',
      fullName: 'Siti Aminah',
      email: 'siti@example.com',
      phone: '081298765432',
      address: 'Jl. Sudirman No. 2',
      province: 'DKI Jakarta',
      city: 'Jakarta Selatan',
      district: 'Kebayoran Baru',
      village: 'Senayan',
      postalCode: '12190',
      status,
      deletedAt: deleted ? new Date() : null,
    });
  }

  it('counts zero on an empty database', async () => {
    expect(await stats()).toEqual({
      totalOrders: 0,
      pendingOrders: 0,
      totalRegistrations: 0,
      newRegistrations: 0,
    });
  });

  it('counts by status and leaves soft-deleted rows out', async () => {
    await insertOrder('pending');
    await insertOrder('pending');
    await insertOrder('pending', { deleted: true });
    await insertOrder('waiting_confirm');
    await insertOrder('paid');
    await insertOrder('canceled', { deleted: true });
    await insertRegistration('new');
    await insertRegistration('new', { deleted: true });
    await insertRegistration('verified');
    await insertRegistration('rejected');
    await insertRegistration('rejected', { deleted: true });

    expect(await stats()).toEqual({
      totalOrders: 4,
      pendingOrders: 2,
      totalRegistrations: 3,
      newRegistrations: 1,
    });
  });
});
