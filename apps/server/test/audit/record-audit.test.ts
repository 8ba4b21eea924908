import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { adminAuditEvents, orders, registrationAudits, registrations } from '../../src/db/schema';
import { insertUser } from '../../src/modules/auth/users-repository';
import { diffChanges } from '../../src/modules/audit/diff-changes';
import { recordAudit } from '../../src/modules/audit/record-audit';
import { recordRegistrationEdit } from '../../src/modules/audit/record-registration-edit';
import { orderRow, registrationRow } from '../helpers/rows';
import { openTestDatabase } from '../helpers/test-database';

describe('audit records', () => {
  let database: DatabaseHandle;
  let adminUserId: string;
  let orderId: string;
  let registrationId: string;
  const now = new Date('2026-11-21T07:30:00.123Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const user = await insertUser(db, { email: 'admin@toko.id', passwordHash: 'x', now });
    adminUserId = user!.id;
    const [order] = await db
      .insert(orders)
      .values(orderRow({ orderNumber: 'ORD-20261121-AUD1T0' }))
      .returning({ id: orders.id });
    orderId = order!.id;
    const [registration] = await db
      .insert(registrations)
      .values(registrationRow({ code: 'REG-20261121-AUD1T0' }))
      .returning({ id: registrations.id });
    registrationId = registration!.id;
  });
  afterAll(() => database.close());

  const eventsFor = (entityId: string) =>
    database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.entityId, entityId))
      .orderBy(desc(adminAuditEvents.createdAt));

  const orderStatus = async () =>
    (
      await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    )[0]?.status;

  it('commits a change and its audit row together: actor, action, target, old/new, time', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, orderId));
      await recordAudit(tx, {
        adminUserId,
        action: 'order.status_change',
        entityId: orderId,
        details: { changes: diffChanges({ status: 'pending' }, { status: 'paid' }, ['status']) },
        now,
      });
    });
    expect(await orderStatus()).toBe('paid');
    const [event] = await eventsFor(orderId);
    expect(event).toMatchObject({
      adminUserId,
      action: 'order.status_change',
      entityType: 'order',
      entityId: orderId,
      details: { changes: { status: { old: 'pending', new: 'paid' } } },
      createdAt: now,
    });
  });

  it('leaves no audit row when the change fails (one rollback for both)', async () => {
    const failing = database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        adminUserId,
        action: 'order.status_change',
        entityId: orderId,
        details: { changes: { status: { old: 'paid', new: 'refunded' } } },
        now,
      });
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
      throw new Error('the change failed after both writes');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await orderStatus()).toBe('paid');
    expect(await eventsFor(orderId)).toHaveLength(1);
  });

  it('takes only a transaction handle, never the database itself', () => {
    const event = { adminUserId, action: 'order.delete', entityId: orderId, now } as const;
    // @ts-expect-error a plain handle would commit the record apart from the change it describes
    expect(typeof (() => recordAudit(database.db, event))).toBe('function');
  });

  it('records an export with its filter and no entity id', async () => {
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        adminUserId,
        action: 'registration.export',
        details: { filter: { status: 'new' } },
        now,
      }),
    );
    const [event] = await database.db
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.action, 'registration.export'));
    expect(event).toMatchObject({
      entityType: 'registration',
      entityId: null,
      details: { filter: { status: 'new' } },
    });
  });

  it('writes a registration edit to the history and to the processing record', async () => {
    const before = { full_name: 'Siti Aminah', notes: null as string | null };
    const changes = diffChanges(before, { full_name: 'Siti Aminah S.', notes: 'Cek NIK' }, [
      'full_name',
      'notes',
    ]);
    const written = await database.db.transaction(async (tx) => {
      await tx
        .update(registrations)
        .set({ fullName: 'Siti Aminah S.', notes: 'Cek NIK' })
        .where(eq(registrations.id, registrationId));
      return recordRegistrationEdit(tx, { adminUserId, registrationId, changes, now });
    });
    expect(written).toBe(true);
    const history = await database.db
      .select()
      .from(registrationAudits)
      .where(eq(registrationAudits.registrationId, registrationId));
    expect(history).toEqual([
      expect.objectContaining({
        adminUserId,
        createdAt: now,
        changes: {
          full_name: { old: 'Siti Aminah', new: 'Siti Aminah S.' },
          notes: { old: null, new: 'Cek NIK' },
        },
      }),
    ]);
    expect(await eventsFor(registrationId)).toEqual([
      expect.objectContaining({ action: 'registration.edit', details: { changes } }),
    ]);
  });

  it('records nothing for an edit that changed nothing, and nothing when the edit rolls back', async () => {
    const unchanged = await database.db.transaction((tx) =>
      recordRegistrationEdit(tx, { adminUserId, registrationId, changes: {}, now }),
    );
    expect(unchanged).toBe(false);

    const failing = database.db.transaction(async (tx) => {
      await recordRegistrationEdit(tx, {
        adminUserId,
        registrationId,
        changes: { email: { old: 'siti@example.com', new: 'x@y.id' } },
        now,
      });
      throw new Error('edit failed');
    });
    await expect(failing).rejects.toThrow('edit failed');
    expect(
      await database.db
        .select()
        .from(registrationAudits)
        .where(eq(registrationAudits.registrationId, registrationId)),
    ).toHaveLength(1);
    expect(await eventsFor(registrationId)).toHaveLength(1);
  });
});
