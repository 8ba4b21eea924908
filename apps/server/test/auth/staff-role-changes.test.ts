import { errorMessages } from '@toko/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeStaffRole, disableUser } from '../../src/modules/auth/accounts';
import { assertOwnerRemains } from '../../src/modules/auth/owner-remains';
import { staffRoleOf } from '../../src/modules/auth/users-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';

describe('staff role changes', () => {
  // A database per test: the count of Pemilik is what these tests are about.
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const db = () => testApp.deps.database.db;

  async function sessionStatus(cookie: string): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { cookie },
    });
    return response.statusCode;
  }

  it('a new role ends every session: the old cookie gets 401, a new sign-in the new role', async () => {
    await createUser(testApp.deps);
    const clerk = await createUser(testApp.deps, { role: 'verifier' });
    const cookies = [await loginAs(testApp.app, clerk), await loginAs(testApp.app, clerk)];
    expect(await sessionStatus(cookies[0]!)).toBe(200);

    await changeStaffRole(db(), clerk.id, 'sales', testApp.deps.now());

    expect(await staffRoleOf(db(), clerk.id)).toBe('sales');
    for (const cookie of cookies) expect(await sessionStatus(cookie)).toBe(401);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: await loginAs(testApp.app, clerk) },
    });
    expect(session.json().user.role).toBe('sales');
  });

  it('refuses to take the role of the last enabled Pemilik, and changes nothing', async () => {
    const owner = await createUser(testApp.deps);
    const cookie = await loginAs(testApp.app, owner);

    await expect(changeStaffRole(db(), owner.id, 'viewer', testApp.deps.now())).rejects.toThrow(
      errorMessages.last_owner,
    );
    await expect(disableUser(db(), owner.id, testApp.deps.now())).rejects.toMatchObject({
      code: 'last_owner',
      statusCode: 409,
    });
    expect(await staffRoleOf(db(), owner.id)).toBe('owner');
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it('lets a Pemilik go while another enabled one remains; a disabled one does not count', async () => {
    const first = await createUser(testApp.deps);
    const second = await createUser(testApp.deps);
    const third = await createUser(testApp.deps);
    await disableUser(db(), third.id, testApp.deps.now());

    await changeStaffRole(db(), first.id, 'verifier', testApp.deps.now());
    expect(await staffRoleOf(db(), first.id)).toBe('verifier');
    await expect(disableUser(db(), second.id, testApp.deps.now())).rejects.toThrow(
      errorMessages.last_owner,
    );
  });

  it('changes to and from the other roles freely, and keeps a Pemilik a Pemilik', async () => {
    const owner = await createUser(testApp.deps);
    const viewer = await createUser(testApp.deps, { role: 'viewer' });
    await changeStaffRole(db(), viewer.id, 'sales', testApp.deps.now());
    await disableUser(db(), viewer.id, testApp.deps.now());
    await db().transaction((tx) => assertOwnerRemains(tx, owner.id, { role: 'owner' }));
    expect(await staffRoleOf(db(), owner.id)).toBe('owner');
    expect(await staffRoleOf(db(), viewer.id)).toBeNull();
  });

  // PGlite serves one connection at a time; PostgreSQL runs the two transactions side by side.
  it.runIf(process.env.DATABASE_URL)(
    'two Pemilik disabled at once: one is refused, one enabled Pemilik remains',
    async () => {
      const owners = [await createUser(testApp.deps), await createUser(testApp.deps)];
      const outcomes = await Promise.allSettled(
        owners.map((owner) => disableUser(db(), owner.id, testApp.deps.now())),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const roles = await Promise.all(owners.map((owner) => staffRoleOf(db(), owner.id)));
      expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
    },
  );
});
