import { randomUUID } from 'node:crypto';
import { INTERNAL_NOTE_MAX, type ActivityEntry } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders, registrations } from '../../src/db/schema';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { randomIp } from '../helpers/random-ip';
import { createUser, loginAs, type TestUser } from '../helpers/users';
import { orderRequest, validOrder } from '../orders/order-requests';
import { jpegBytes } from '../uploads/sample-files';
import { idOf, replacementDraft, sendWithTus } from '../uploads/tus-client';
import { registrationRow } from './registration-rows';

type Entry = ActivityEntry;

describe('admin "Aktivitas" and internal notes', () => {
  let testApp: TestApp;
  let admin: TestUser;
  let cookie: string;
  let order: { id: string; orderNumber: string };
  let registrationId: string;
  const registrationCode = 'REG-20261128-AKTIVI';

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createUser(testApp.deps);
    cookie = await loginAs(testApp.app, admin);
    const placed = await testApp.app.inject(await orderRequest(testApp.app, validOrder()));
    expect(placed.statusCode).toBe(201);
    order = placed.json();
    const [row] = await testApp.deps.database.db
      .insert(registrations)
      .values(
        registrationRow(1, {
          code: registrationCode,
          status: 'new',
          phone: '081234567890',
          phoneE164: '+6281234567890',
          email: 'agen.aktivitas@contoh.co.id',
          createdAt: testApp.deps.now(),
        }),
      )
      .returning({ id: registrations.id });
    registrationId = row!.id;
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    withCookie = cookie,
  ) =>
    testApp.app.inject({
      method,
      url,
      payload,
      headers: withCookie ? { cookie: withCookie } : {},
    });
  const activity = async (url: string): Promise<Entry[]> => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const advance = () => testApp.advanceTime(60_000);

  it('tells an order’s story newest first: creation, messages, single and bulk status changes, notes', async () => {
    const url = `/api/admin/orders/${order.id}/activity`;
    const first = await activity(url);
    expect(first.at(-1)).toMatchObject({ type: 'created', id: order.id });
    const placedMessages = first.filter((entry) => entry.type === 'message');
    expect(placedMessages.map((entry) => entry.message.kind)).toContain('order.placed.buyer');
    expect(placedMessages.every((entry) => entry.message.status === 'pending')).toBe(true);

    advance();
    expect(
      (await call('PATCH', `/api/admin/orders/${order.id}`, { status: 'paid' })).statusCode,
    ).toBe(200);
    advance();
    const [row] = await testApp.deps.database.db
      .select({ updatedAt: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    const bulk = await call('POST', '/api/admin/orders/bulk-status', {
      status: 'refunded',
      rows: [{ id: order.id, updatedAt: row!.updatedAt.toISOString() }],
    });
    expect(bulk.json()).toMatchObject({ changed: 1 });
    advance();
    const noted = await call('POST', `/api/admin/orders/${order.id}/notes`, {
      text: '  Pembeli minta kirim sore.  ',
    });
    expect(noted.statusCode).toBe(200);

    const entries: Entry[] = noted.json();
    expect(entries).toEqual(await activity(url));
    const audits = entries.filter((entry) => entry.type === 'audit');
    expect(audits.map((entry) => entry.action)).toEqual([
      'order.note',
      'order.status_change',
      'order.status_change',
    ]);
    expect(audits[0]).toMatchObject({ author: admin.email, note: 'Pembeli minta kirim sore.' });
    expect(audits[1]).toMatchObject({
      author: admin.email,
      changes: { status: { old: 'paid', new: 'refunded' } },
    });
    expect(audits[2]).toMatchObject({ changes: { status: { old: 'pending', new: 'paid' } } });
    const statusMessages = entries.filter(
      (entry) => entry.type === 'message' && entry.message.kind === 'order.status.buyer',
    );
    expect(statusMessages).toHaveLength(2);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries.at(-1)?.type).toBe('created');
  });

  it('tells a registration’s story: edits with their changes, the status and notes', async () => {
    advance();
    const edited = await call('PATCH', `/api/admin/registrations/${registrationId}`, {
      full_name: 'Agen Aktivitas Baru',
      status: 'verified',
    });
    expect(edited.statusCode).toBe(200);
    advance();
    await call('POST', `/api/admin/registrations/${registrationId}/notes`, {
      text: 'Sudah ditelepon, dokumen lengkap.',
    });
    const entries = await activity(`/api/admin/registrations/${registrationId}/activity`);
    const story = entries.map((entry) => (entry.type === 'audit' ? entry.action : entry.type));
    expect(story.slice(0, 2)).toEqual(['registration.note', 'message']);
    // The edit and the status change are one save: one instant, in either order.
    expect(story.slice(2, 4).sort()).toEqual(['registration.edit', 'registration.status_change']);
    expect(story.slice(4)).toEqual(['created']);
    expect(
      entries.find((e) => e.type === 'audit' && e.action === 'registration.edit'),
    ).toMatchObject({
      author: admin.email,
      changes: { full_name: { old: 'Agen Lengkap 1', new: 'Agen Aktivitas Baru' } },
    });
    expect(entries[1]).toMatchObject({
      type: 'message',
      message: { kind: 'registration.status.agent', recipient: 'agen.aktivitas@contoh.co.id' },
    });
  });

  it('shows a document replacement once, naming the document and never its stored key', async () => {
    advance();
    const { origin } = await listen(testApp.app);
    const draft = await replacementDraft(testApp, cookie, registrationId);
    const sent = await sendWithTus(origin, draft, jpegBytes(), {
      headers: { cookie },
      metadata: { slot: 'ktp', filename: 'ktp-baru.jpg' },
    });
    expect(sent.error).toBeUndefined();
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${registrationId}/documents/ktp`,
      headers: { cookie, 'idempotency-key': `replace-${randomUUID()}` },
      payload: { uploadDraft: draft, upload: idOf(sent.url) },
    });
    expect(saved.statusCode).toBe(200);
    const entries = await activity(`/api/admin/registrations/${registrationId}/activity`);
    expect(entries[0]).toEqual({
      type: 'audit',
      id: expect.any(String),
      at: expect.any(String),
      author: admin.email,
      action: 'registration.document_replace',
      field: 'ktp',
    });
    // The edit history's row of the same replacement is not shown beside it.
    const edits = entries.filter(
      (entry) => entry.type === 'audit' && entry.action === 'registration.edit',
    );
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ changes: { full_name: expect.anything() } });
  });

  it('refuses an empty, a too long or a control-character note with its message, writing nothing', async () => {
    const url = `/api/admin/orders/${order.id}/notes`;
    const before = (await activity(`/api/admin/orders/${order.id}/activity`)).length;
    for (const [text, message] of [
      ['   ', 'Catatan tidak boleh kosong'],
      ['x'.repeat(INTERNAL_NOTE_MAX + 1), `Catatan maksimal ${INTERNAL_NOTE_MAX} karakter`],
    ] as const) {
      const response = await call('POST', url, { text });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.text).toBe(message);
    }
    expect((await call('POST', url, { text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('POST', url, { text: 'x'.repeat(INTERNAL_NOTE_MAX) })).statusCode).toBe(200);
    expect((await activity(`/api/admin/orders/${order.id}/activity`)).length).toBe(before + 1);
  });

  it('is for admins only, and 404 for an unknown record', async () => {
    const user = await createUser(testApp.deps, { admin: false });
    const userCookie = await loginAs(testApp.app, user);
    for (const base of [
      `/api/admin/orders/${order.id}`,
      `/api/admin/registrations/${registrationId}`,
    ]) {
      expect((await call('GET', `${base}/activity`, undefined, '')).statusCode).toBe(401);
      expect((await call('GET', `${base}/activity`, undefined, userCookie)).statusCode).toBe(403);
      const note = { text: 'bukan admin' };
      expect((await call('POST', `${base}/notes`, note, '')).statusCode).toBe(401);
      expect((await call('POST', `${base}/notes`, note, userCookie)).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/orders/${unknown}/activity`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/registrations/${unknown}/notes`, { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('never lets a note out: not in a public answer, an export or any outbox message', async () => {
    const secret = `RAHASIA-${Math.random().toString(36).slice(2)}`;
    for (const base of [
      `/api/admin/orders/${order.id}`,
      `/api/admin/registrations/${registrationId}`,
    ]) {
      expect((await call('POST', `${base}/notes`, { text: secret })).statusCode).toBe(200);
    }
    // Messages written after the note too.
    await call('PATCH', `/api/admin/orders/${order.id}`, { status: 'paid' });
    await call('PATCH', `/api/admin/registrations/${registrationId}`, { status: 'rejected' });

    const outside = [
      await testApp.app.inject({
        method: 'POST',
        url: '/api/orders/status',
        payload: { orderNumber: order.orderNumber, phone: '081234567890' },
        remoteAddress: randomIp(),
      }),
      await testApp.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/summary`,
        remoteAddress: randomIp(),
      }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/registrations/status',
        payload: { code: registrationCode, phone: '081234567890' },
        remoteAddress: randomIp(),
      }),
      await testApp.app.inject({
        method: 'GET',
        url: `/api/registrations/${registrationId}/summary`,
        remoteAddress: randomIp(),
      }),
    ];
    expect(outside.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of outside) expect(response.body).not.toContain(secret);

    for (const url of [
      '/api/admin/orders/export.csv',
      '/api/admin/registrations/export.csv',
      `/api/admin/orders/${order.id}`,
      `/api/admin/registrations/${registrationId}`,
      '/api/admin/stats/activity',
      '/api/admin/notifications',
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(secret);
    }

    const messages = await testApp.deps.database.db.select().from(notificationOutbox);
    expect(messages.length).toBeGreaterThan(4);
    for (const message of messages) expect(JSON.stringify(message)).not.toContain(secret);
  });
});
