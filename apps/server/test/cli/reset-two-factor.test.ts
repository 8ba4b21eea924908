import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArguments } from '../../src/cli/admin-arguments';
import { runAdminCommand } from '../../src/cli/admin-commands';
import { adminAuditEvents, sessions, twoFactorRecoveryCodes } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { enrolTwoFactor, passwordStep } from '../helpers/two-factor';
import { createUser } from '../helpers/users';

describe('npm run admin -- reset-2fa EMAIL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('parses', () => {
    expect(parseAdminArguments(['reset-2fa', 'Boss@Example.com'])).toEqual({
      name: 'reset-2fa',
      email: 'boss@example.com',
    });
  });

  it('turns two-factor off, ends the sessions and records it; the password alone signs in', async () => {
    const admin = await enrolTwoFactor(testApp, await createUser(testApp.deps));
    const { db } = testApp.deps.database;
    const output = await runAdminCommand(
      { db, now: testApp.deps.now() },
      { name: 'reset-2fa', email: admin.email },
    );
    expect(output).toContain(`Two-factor sign-in is off for ${admin.email}`);

    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    const codes = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, admin.id));
    expect(codes).toEqual([]);
    const audit = await db
      .select({ action: adminAuditEvents.action, adminUserId: adminAuditEvents.adminUserId })
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.entityId, admin.id));
    expect(audit).toContainEqual({ action: 'user.two_factor_reset', adminUserId: null });
    expect(output).not.toContain(admin.secret);

    const { response } = await passwordStep(testApp, admin);
    expect(response.json().user).toMatchObject({ id: admin.id, twoFactorEnabled: false });
  });
});
