import { CONTROL_CHARACTERS_MESSAGE } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, registrations } from '../../src/db/schema';
import { registrationRow } from '../admin/registration-rows';
import type { TestApp } from '../helpers/test-app';
import { signedInTestApp } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';

/**
 * Text with a control character (U+0000 cannot even be stored) is refused field by field with
 * a 400 and an Indonesian message, wherever it comes in: a query or a JSON body. Nothing is
 * written.
 */
describe('control characters in requests', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => ({ testApp, cookie } = await signedInTestApp()));
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const refusedField = (response: { statusCode: number; body: string }, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = JSON.parse(response.body);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ [field]: CONTROL_CHARACTERS_MESSAGE });
  };

  it('refuses an admin search holding U+0000 or the column separator U+001F', async () => {
    for (const q of ['%00', 'budi%00', '%1F', 'a%7Fb']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/orders?q=${q}`,
        headers: { cookie },
      });
      refusedField(response, 'q');
    }
    const fine = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/registrations?q=%E2%80%8B%09',
      headers: { cookie },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses an order whose buyer fields hold one, and keeps line breaks in the notes', async () => {
    const before = await db().$count(orders);
    const withNul = validOrder();
    withNul.buyer.name = 'Siti\u0000 Rahayu';
    refusedField(await testApp.app.inject(await orderRequest(testApp.app, withNul)), 'buyer.name');
    const withBell = validOrder();
    withBell.buyer.notes = 'kirim\u0007 pagi';
    refusedField(
      await testApp.app.inject(await orderRequest(testApp.app, withBell)),
      'buyer.notes',
    );
    expect(await db().$count(orders)).toBe(before);

    const multiLine = validOrder();
    multiLine.buyer.notes = 'Lantai 2\r\nPintu belakang';
    const created = await testApp.app.inject(await orderRequest(testApp.app, multiLine));
    expect(created.statusCode, created.body).toBe(201);
    expect(await db().$count(orders)).toBe(before + 1);
  });

  it('refuses a sign-up holding one', async () => {
    const before = await db().$count(registrations);
    const response = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration({ fullName: 'Budi\u0000 Santoso' })),
    );
    refusedField(response, 'fullName');
    expect(await db().$count(registrations)).toBe(before);
  });

  it('refuses an admin edit holding one, and changes nothing', async () => {
    const [row] = await db().insert(registrations).values(registrationRow(1)).returning();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${row?.id}`,
      headers: { cookie },
      payload: { fullName: 'Nama\u0000Baru', notes: 'catatan' },
    });
    refusedField(response, 'fullName');
    const [after] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, row?.id ?? ''));
    expect(after).toEqual(row);
  });

  it('refuses half an emoji (a lone surrogate: no UTF-8 can carry it) in JSON, a query or a sign-up', async () => {
    const lookup = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/status',
      headers: { 'content-type': 'application/json' },
      payload: '{"orderNumber":"ORD\\udd3a1","phone":"081234567890"}',
    });
    refusedField(lookup, 'orderNumber');
    const search = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=%ED%A0%80',
      headers: { cookie },
    });
    expect(search.statusCode, 'a browser sends it as U+FFFD, which is text').toBe(200);
    const before = await db().$count(registrations);
    refusedField(
      await testApp.app.inject(
        await registrationRequest(
          testApp.app,
          validRegistration({ fullName: 'Budi \ud83d Santoso' }),
        ),
      ),
      'fullName',
    );
    expect(await db().$count(registrations)).toBe(before);
    const emoji = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/status',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderNumber: 'ORD😀', phone: '081234567890' }),
    });
    expect(emoji.statusCode, 'a whole emoji is text').not.toBe(400);
  });

  it('refuses a sign-in whose email holds one', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin\u0000@contoh.id', password: 'apa-saja-123456' },
    });
    refusedField(response, 'email');
  });
});
