import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents } from '../../src/db/schema';
import { orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { reportFigure } from '../helpers/report-figure';

const LINK_ACTIONS = ['order.proof_view', 'registration.document_view'];

/** The admin routes' links, end to end: lifetime, what they are bound to, who asked. */
describe('signed links from the admin routes', () => {
  let testApp: TestApp;
  let orderId: string;
  let registrationId: string;
  const admins: { user: TestUser; cookie: string }[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    const order = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
    const registration = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration()),
    );
    expect([order.statusCode, registration.statusCode]).toEqual([201, 201]);
    orderId = order.json().id;
    registrationId = registration.json().id;
    for (let index = 0; index < 2; index += 1) {
      const user = await createUser(testApp.deps);
      admins.push({ user, cookie: await loginAs(testApp.app, user) });
    }
  });
  afterAll(() => testApp.close());

  async function issue(cookie: string, path: string): Promise<string> {
    const response = await testApp.app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().url;
  }
  const proofLink = (cookie: string) => issue(cookie, `/api/admin/orders/${orderId}/proof`);
  const documentLink = (cookie: string, field: string) =>
    issue(cookie, `/api/admin/registrations/${registrationId}/documents/${field}?purpose=preview`);
  const download = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('is valid at 299 s and refused at 301 s', async () => {
    const [admin] = admins;
    // The expiry is a whole second and the test clock runs on: start the links at a second's
    // beginning, or a link issued at .9 s (rounded down) would expire at 299.1 s of real time.
    testApp.advanceTime(1_000 - (testApp.deps.now().getTime() % 1_000));
    const proof = await proofLink(admin!.cookie);
    const ktp = await documentLink(admin!.cookie, 'ktp');
    testApp.advanceTime(299_000);
    const at299 = [(await download(proof)).statusCode, (await download(ktp)).statusCode];
    testApp.advanceTime(2_000);
    const at301 = [await download(proof), await download(ktp)];
    reportFigure(
      `signed links at 299 s: ${at299.join(', ')}; at 301 s: ${at301.map((r) => r.statusCode).join(', ')}`,
    );
    expect(at299).toEqual([200, 200]);
    for (const response of at301) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('link_expired');
    }
  });

  it('refuses another document’s key and a tampered signature, expiry or name', async () => {
    const [admin] = admins;
    const ktp = new URL(await documentLink(admin!.cookie, 'ktp'), 'http://localhost');
    const kk = new URL(await documentLink(admin!.cookie, 'kk'), 'http://localhost');
    const proof = new URL(await proofLink(admin!.cookie), 'http://localhost');
    const pathOf = (url: URL) => `${url.pathname}${url.search}`;
    const changed = (url: URL, change: (copy: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return pathOf(copy);
    };
    const sig = ktp.searchParams.get('sig')!;
    const forged = {
      'kk key, ktp signature': changed(ktp, (copy) => (copy.pathname = kk.pathname)),
      'proof key, ktp signature': changed(ktp, (copy) => (copy.pathname = proof.pathname)),
      'one signature digit changed': changed(ktp, (copy) =>
        copy.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('a') ? 'b' : 'a'}`),
      ),
      'expiry a day later': changed(ktp, (copy) =>
        copy.searchParams.set('exp', String(Number(copy.searchParams.get('exp')) + 86_400)),
      ),
      'download name changed': changed(ktp, (copy) => copy.searchParams.set('name', 'ktp.html')),
      'no signature': changed(ktp, (copy) => copy.searchParams.delete('sig')),
    };
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(forged).map(async ([name, path]) => {
          const response = await download(path);
          return [name, `${response.statusCode} ${response.json().error?.code}`];
        }),
      ),
    );
    const refused = Object.values(statuses).filter((status) => status === '403 not_authorized');
    reportFigure(`forged links refused: ${refused.length} of ${Object.keys(forged).length}`);
    expect(refused).toHaveLength(Object.keys(forged).length);
    expect((await download(pathOf(ktp))).statusCode).toBe(200);
  });

  it('records every issuance with the admin who asked for it', async () => {
    const { db } = testApp.deps.database;
    const adminIds = admins.map((admin) => admin.user.id);
    const before = await db
      .select()
      .from(adminAuditEvents)
      .where(inArray(adminAuditEvents.adminUserId, adminIds));
    const issued = new Map<string, number>();
    for (const [index, admin] of admins.entries()) {
      for (let count = 0; count <= index; count += 1) {
        await proofLink(admin.cookie);
        await documentLink(admin.cookie, 'selfie_ktp');
      }
      issued.set(admin.user.id, 2 * (index + 1));
    }
    const recorded = new Map<string, number>();
    for (const adminId of adminIds) {
      const rows = await db
        .select()
        .from(adminAuditEvents)
        .where(
          and(
            eq(adminAuditEvents.adminUserId, adminId),
            inArray(adminAuditEvents.action, LINK_ACTIONS),
          ),
        );
      const earlier = before.filter(
        (row) => row.adminUserId === adminId && LINK_ACTIONS.includes(row.action),
      ).length;
      recorded.set(adminId, rows.length - earlier);
      expect(rows.every((row) => row.entityId === orderId || row.entityId === registrationId)).toBe(
        true,
      );
    }
    const total = [...issued.values()].reduce((sum, count) => sum + count, 0);
    reportFigure(
      `signed links issued: ${total}, audit rows naming their admin: ${[...recorded.values()].reduce((sum, count) => sum + count, 0)}`,
    );
    expect(recorded).toEqual(issued);
  });
});
