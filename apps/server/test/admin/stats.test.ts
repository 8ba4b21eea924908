import type { OrderStatus, RegistrationStatus } from '@toko/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { orderRow, registrationRow } from '../helpers/rows';
import type { TestApp } from '../helpers/test-app';
import { signedInTestApp } from '../helpers/users';

type Row = { deleted?: boolean };

describe('GET /api/admin/stats', () => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => ({ testApp, cookie } = await signedInTestApp()));
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
    await testApp.deps.database.db
      .insert(orders)
      .values(orderRow({ status, deletedAt: deleted ? new Date() : null }));
  }

  async function insertRegistration(status: RegistrationStatus, { deleted }: Row = {}) {
    await testApp.deps.database.db
      .insert(registrations)
      .values(registrationRow({ status, deletedAt: deleted ? new Date() : null }));
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
