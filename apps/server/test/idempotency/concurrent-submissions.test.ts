import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../helpers/listen';
import { orders, registrations } from '../../src/db/schema';
import { storedFileCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newKey, orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';

/** A submit: JSON naming the files it uploaded before. */
type Request = { payload: object; headers: Record<string, string> };
type Answer = {
  status: number;
  body: { id: string; orderNumber: string; error: { code: string } };
};

/**
 * Concurrent submissions over real HTTP (inject would run them one after another): each client
 * comes from its own address through one trusted proxy, as behind a load balancer, so the
 * sign-up rate limit per address does not mask the idempotency.
 */
describe('concurrent submissions over HTTP', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { trustProxy: 1 } });
    ({ origin } = await listen(testApp.app));
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const post = (path: string, request: Request, client: number) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...request.headers,
        'x-forwarded-for': `10.1.${client >> 8}.${client & 255}`,
      },
      body: JSON.stringify(request.payload),
    }).then(async (response): Promise<Answer> => ({
      status: response.status,
      body: (await response.json()) as Answer['body'],
    }));

  /** Every duplicate waits for the first one's transaction and gets its answer. */
  async function expectOneOutcome(answers: Answer[]) {
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    return answers[0]!.body.id;
  }

  it('makes one order and one proof of 50 identical submissions with one key', async () => {
    const filesBefore = storedFileCount(testApp.deps);
    const request = await orderRequest(testApp.app, validOrder(), { key: newKey() });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/orders', request, i)),
    );
    const id = await expectOneOutcome(answers);
    const rows = await db().select({ id: orders.id }).from(orders);
    const files = storedFileCount(testApp.deps) - filesBefore;
    console.warn(
      `idempotency: 50 identical orders → ${rows.length} order, ${files / 2} file(s) (${answers.filter((a) => a.status === 201).length} × 201)`,
    );
    expect(rows).toEqual([{ id }]);
    // The disk driver keeps a data and a metadata file per stored file.
    expect(files).toBe(2);
  });

  it('makes one sign-up and one set of documents of 50 identical submissions with one key', async () => {
    const filesBefore = storedFileCount(testApp.deps);
    const request = await registrationRequest(testApp.app, validRegistration(), { key: newKey() });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/registrations', request, 100 + i)),
    );
    const id = await expectOneOutcome(answers);
    const rows = await db().select({ id: registrations.id }).from(registrations);
    const files = storedFileCount(testApp.deps) - filesBefore;
    console.warn(
      `idempotency: 50 identical sign-ups → ${rows.length} sign-up, ${files / 2} file(s)`,
    );
    expect(rows).toEqual([{ id }]);
    // The eight documents were stored once, as they were uploaded; the submits only name them.
    expect(files).toBe(8 * 2);
  });

  it('makes 200 orders, 200 proofs and 200 numbers of 200 concurrent distinct orders', async () => {
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const filesBefore = storedFileCount(testApp.deps);
    // The proofs go up first, as the checkout sends each before its order.
    const requests = await Promise.all(
      Array.from({ length: 200 }, () => orderRequest(testApp.app, validOrder())),
    );
    const answers = await Promise.all(
      requests.map((request, i) => post('/api/orders', request, i)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201));
    const numbers = new Set(answers.map((answer) => answer.body.orderNumber));
    const rows = (await db().select({ id: orders.id }).from(orders)).length - ordersBefore;
    const files = (storedFileCount(testApp.deps) - filesBefore) / 2;
    console.warn(
      `concurrency: 200 distinct orders → ${rows} rows, ${files} files, ${numbers.size} numbers`,
    );
    expect([rows, files, numbers.size]).toEqual([200, 200, 200]);
    const [first] = await db().select().from(orders).where(eq(orders.id, answers[0]!.body.id));
    expect(first?.paymentProofKey).toBeTruthy();
  }, 120_000);
});
