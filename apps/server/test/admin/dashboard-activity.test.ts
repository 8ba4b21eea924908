import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { recentActivity } from '../../src/modules/admin/stats/activity-repository';
import { recordAudit } from '../../src/modules/audit/record-audit';
import { recordRegistrationEdit } from '../../src/modules/audit/record-registration-edit';
import type { TestApp } from '../helpers/test-app';
import { createUser, loginAs, signedInTestApp, type TestUser } from '../helpers/users';
import { orderRow } from '../lib/order-rows';
import { registrationRow } from './registration-rows';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 3, minute));

describe('GET /api/admin/stats/activity', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let cookie: string;

  beforeAll(async () => ({ testApp, admin, cookie } = await signedInTestApp()));
  afterAll(() => testApp.close());

  const get = (withCookie = cookie) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats/activity',
      headers: withCookie ? { cookie: withCookie } : {},
    });

  it('answers 401 without a session and 403 for a non-admin', async () => {
    expect((await get('')).statusCode).toBe(401);
    const user = await createUser(testApp.deps, { admin: false });
    expect((await get(await loginAs(testApp.app, user))).statusCode).toBe(403);
  });

  it('is empty when nothing happened', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('lists new records and changes on live records, newest first, at most ten', async () => {
    const { db } = testApp.deps.database;
    const [liveOrder, deletedOrder] = await db
      .insert(orders)
      .values([
        orderRow(1, { createdAt: at(1), buyerName: 'Budi Santoso', status: 'pending' }),
        orderRow(2, { createdAt: at(2), deletedAt: at(30) }),
      ])
      .returning({ id: orders.id });
    const [liveRegistration, deletedRegistration] = await db
      .insert(registrations)
      .values([
        registrationRow(1, { createdAt: at(3), fullName: 'Siti Aminah' }),
        registrationRow(2, { createdAt: at(4), deletedAt: at(30) }),
      ])
      .returning({ id: registrations.id });
    if (!liveOrder || !deletedOrder || !liveRegistration || !deletedRegistration) {
      throw new Error('rows not inserted');
    }
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'order.status_change',
        entityId: liveOrder.id,
        details: { changes: { status: { old: 'pending', new: 'paid' } } },
        now: at(10),
      });
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'order.status_change',
        entityId: deletedOrder.id,
        details: { changes: { status: { old: 'pending', new: 'paid' } } },
        now: at(11),
      });
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'registration.status_change',
        entityId: liveRegistration.id,
        details: { changes: { status: { old: 'new', new: 'verified' } } },
        now: at(12),
      });
      await recordRegistrationEdit(tx, {
        adminUserId: admin.id,
        registrationId: liveRegistration.id,
        changes: { full_name: { old: 'Siti', new: 'Siti Aminah' }, city: { old: 'A', new: 'B' } },
        now: at(13),
      });
      await recordRegistrationEdit(tx, {
        adminUserId: admin.id,
        registrationId: deletedRegistration.id,
        changes: { notes: { old: null, new: 'x' } },
        now: at(14),
      });
      // Views and exports are not activity.
      await recordAudit(tx, {
        adminUserId: admin.id,
        action: 'order.proof_view',
        entityId: liveOrder.id,
        now: at(15),
      });
      await recordAudit(tx, { adminUserId: admin.id, action: 'order.export', now: at(16) });
    });

    const { items } = (await get()).json();
    expect(items).toEqual([
      {
        kind: 'registration_edited',
        at: at(13).toISOString(),
        entity: 'registration',
        entityId: liveRegistration.id,
        code: 'REG-20261121-000001',
        name: 'Siti Aminah',
        fromStatus: null,
        toStatus: null,
        fields: ['city', 'full_name'],
        adminEmail: admin.email,
      },
      {
        kind: 'registration_status_changed',
        at: at(12).toISOString(),
        entity: 'registration',
        entityId: liveRegistration.id,
        code: 'REG-20261121-000001',
        name: 'Siti Aminah',
        fromStatus: 'new',
        toStatus: 'verified',
        fields: ['status'],
        adminEmail: admin.email,
      },
      {
        kind: 'order_status_changed',
        at: at(10).toISOString(),
        entity: 'order',
        entityId: liveOrder.id,
        code: 'ORD-20261121-000001',
        name: 'Budi Santoso',
        fromStatus: 'pending',
        toStatus: 'paid',
        fields: ['status'],
        adminEmail: admin.email,
      },
      {
        kind: 'registration_created',
        at: at(3).toISOString(),
        entity: 'registration',
        entityId: liveRegistration.id,
        code: 'REG-20261121-000001',
        name: 'Siti Aminah',
        fromStatus: null,
        toStatus: null,
        fields: [],
        adminEmail: null,
      },
      {
        kind: 'order_created',
        at: at(1).toISOString(),
        entity: 'order',
        entityId: liveOrder.id,
        code: 'ORD-20261121-000001',
        name: 'Budi Santoso',
        fromStatus: null,
        toStatus: null,
        fields: [],
        adminEmail: null,
      },
    ]);
  });

  it('keeps the ten newest events', async () => {
    const { db } = testApp.deps.database;
    await db
      .insert(orders)
      .values(
        Array.from({ length: 12 }, (_, index) =>
          orderRow(100 + index, { createdAt: at(40 + index) }),
        ),
      );
    const items = await recentActivity(db);
    expect(items).toHaveLength(10);
    expect(items[0]?.code).toBe('ORD-20261121-000111');
    expect(items.at(-1)?.code).toBe('ORD-20261121-000102');
  });
});
