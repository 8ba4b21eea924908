import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

describe('POST /api/auth/setup-admin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function setupAdmin(payload?: Record<string, string>) {
    return testApp.app.inject({ method: 'POST', url: '/api/auth/setup-admin', payload });
  }

  it('reports not ready while there is no admin, and creates nobody', async () => {
    const response = await setupAdmin({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: false });

    const withCredentials = await setupAdmin({
      email: 'evil@example.com',
      password: 'x'.repeat(20),
    });
    expect(withCredentials.json()).toEqual({ ready: false });
    expect(await testApp.deps.database.db.select().from(users)).toHaveLength(0);
  });

  it('is not satisfied by a user without the admin role', async () => {
    await createUser(testApp.deps, { admin: false });
    expect((await setupAdmin({})).json()).toEqual({ ready: false });
  });

  it('reports ready once an admin exists, every time', async () => {
    await createUser(testApp.deps);
    for (let call = 0; call < 2; call += 1) {
      expect((await setupAdmin({})).json()).toEqual({ ready: true });
    }
    expect((await setupAdmin()).json()).toEqual({ ready: true });
    expect(await testApp.deps.database.db.select().from(users)).toHaveLength(2);
  });
});
