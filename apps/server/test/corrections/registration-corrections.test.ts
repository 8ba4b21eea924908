import { createHash } from 'node:crypto';
import { DEFAULT_CORRECTION_LINK_DAYS, DOCUMENT_FIELDS } from '@toko/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditEvents,
  notificationOutbox,
  registrationCorrections,
  registrationDocumentVersions,
  registrations,
  uploads,
} from '../../src/db/schema';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { storedSize } from '../helpers/stored-files';
import { listen } from '../helpers/listen';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { pdfBytes, pngBytes } from '../uploads/sample-files';
import { correctionClient, storedDocuments, tokenOf } from './correction-client';

const DAY_MS = 24 * 60 * 60 * 1000;
const KTP_ONLY = [{ field: 'ktp', reason: 'blurry' }];
const INVALID = 'Tautan tidak berlaku';

describe('document corrections API', () => {
  let testApp: TestApp;
  let cookie: string;
  let otherCookie: string;
  let client: ReturnType<typeof correctionClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    otherCookie = await loginAs(testApp.app, await createUser(testApp.deps));
    client = correctionClient(testApp, (await listen(testApp.app)).origin);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;

  async function newRegistration(): Promise<string> {
    const created = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration()),
    );
    expect(created.statusCode).toBe(201);
    return created.json().id;
  }

  const detail = async (id: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/registrations/${id}`,
        headers: { cookie },
      })
    ).json();

  const ask = async (
    id: string,
    documents: object[] = KTP_ONLY,
    { as = cookie, updatedAt }: { as?: string; updatedAt?: string } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/corrections`,
      headers: { cookie: as },
      payload: {
        documents,
        message: 'Mohon foto ulang di tempat terang.',
        expectedUpdatedAt: updatedAt ?? (await detail(id)).updatedAt,
      },
    });

  /** Asks for the KTP and answers the link's token. */
  async function askKtp(id: string): Promise<string> {
    const response = await ask(id);
    expect(response.statusCode).toBe(200);
    return tokenOf(response.json().correction.url);
  }

  /** The applicant's new KTP, up in a draft of the link, not sent yet. */
  async function uploadKtp(token: string) {
    const { draft } = await client.draft(token);
    const sent = await client.upload(draft!, 'ktp', pngBytes(), 'ktp-baru.png');
    expect(sent.error).toBeUndefined();
    return { draft: draft!, upload: client.idOf(sent.url) };
  }

  const messagesOf = (code: string) =>
    db().select().from(notificationOutbox).where(eq(notificationOutbox.reference, code));

  const eventsOf = (id: string, action: string) =>
    db()
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.entityId, id), eq(adminAuditEvents.action, action)));

  it('asks for the KTP only: one message with the link, and the status Perlu Perbaikan', async () => {
    const id = await newRegistration();
    const before = await detail(id);
    const outboxBefore = await messagesOf(before.code);
    const response = await ask(id);
    expect(response.statusCode).toBe(200);
    const shown = response.json();
    expect(shown.status).toBe('needs_changes');
    expect(shown.correction.documents).toEqual(KTP_ONLY);
    expect(shown.correction.message).toBe('Mohon foto ulang di tempat terang.');
    const expires = new Date(shown.correction.expiresAt).getTime();
    expect(expires - new Date(shown.correction.createdAt).getTime()).toBe(
      DEFAULT_CORRECTION_LINK_DAYS * DAY_MS,
    );
    expect(shown.correction.url).toMatch(/^http:\/\/localhost:\d+\/pendaftaran\/perbaikan#/);

    const sent = (await messagesOf(before.code)).filter(
      (message) => !outboxBefore.some((earlier) => earlier.id === message.id),
    );
    expect(sent.map((message) => [message.kind, message.channel, message.recipient])).toEqual([
      ['registration.correction.agent', 'email', before.email],
    ]);
    const payload = sent[0]!.payload as Record<string, unknown>;
    expect(shown.correction.url.endsWith(payload.correctionPath as string)).toBe(true);
    // Never the NIK, a document's stored key or its name.
    const text = JSON.stringify(payload);
    expect(text).not.toContain(before.idNumber);
    expect(text).not.toContain('registrations/');
    expect(text).not.toContain(before.documents.ktp.fileName);

    expect(await eventsOf(id, 'registration.correction_request')).toHaveLength(1);
    const statusEvents = await eventsOf(id, 'registration.status_change');
    expect(statusEvents.map((event) => event.details)).toEqual([
      { changes: { status: { old: 'new', new: 'needs_changes' } } },
    ]);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/registrations?status=needs_changes',
      headers: { cookie },
    });
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(id);
  });

  it('replaces only the KTP through the link: the other seven files unchanged, status Baru, audited', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const before = await storedDocuments(testApp, id);
    expect(Object.keys(before.documents)).toHaveLength(8);

    const view = await client.view(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      code: before.row.code,
      documents: KTP_ONLY,
      message: 'Mohon foto ulang di tempat terang.',
      expiresAt: expect.any(String),
    });

    const { draft, upload } = await uploadKtp(token);
    const submitted = await client.submit(token, draft, { ktp: upload });
    expect(submitted.statusCode).toBe(204);

    const after = await storedDocuments(testApp, id);
    expect(after.row.status).toBe('new');
    expect(after.documents.ktp!.key).not.toBe(before.documents.ktp!.key);
    expect(after.documents.ktp!.key.startsWith(`registrations/${id}/ktp/`)).toBe(true);
    for (const field of DOCUMENT_FIELDS.filter((name) => name !== 'ktp')) {
      expect(after.documents[field], field).toEqual(before.documents[field]);
    }
    // The replaced file is kept, as an earlier version.
    const shown = await detail(id);
    expect(shown.correction).toBeNull();
    expect(shown.documents.ktp.fileName).toBe('ktp-baru.png');
    expect(shown.documentVersions).toEqual([
      { id: expect.any(String), field: 'ktp', fileName: 'ktp.jpg', replacedAt: expect.any(String) },
    ]);
    const old = await testApp.deps.storage.get(before.documents.ktp!.key);
    old.stream.destroy();

    const [submit] = await eventsOf(id, 'registration.correction_submit');
    expect(submit).toMatchObject({ adminUserId: null, details: { fields: ['ktp'] } });
    const statusEvents = await eventsOf(id, 'registration.status_change');
    expect(statusEvents.map((event) => event.details)).toContainEqual({
      changes: { status: { old: 'needs_changes', new: 'new' } },
    });
    const shopMessages = (await messagesOf(before.row.code)).filter(
      (message) => message.kind === 'registration.corrected.shop',
    );
    expect(shopMessages.length).toBeGreaterThan(0);

    // Used: the same link again is refused and changes nothing.
    expect((await client.view(token)).json().error.message).toBe(INVALID);
    const again = await uploadKtpRefused(token);
    expect(again).toBe(403);
    const reused = await client.submit(token, draft, { ktp: upload });
    expect(reused.statusCode).toBe(403);
    expect((await storedDocuments(testApp, id)).documents).toEqual(after.documents);
  });

  it('lets an admin download an earlier version, recorded like any document view', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const before = await storedDocuments(testApp, id);
    const { draft, upload } = await uploadKtp(token);
    expect((await client.submit(token, draft, { ktp: upload })).statusCode).toBe(204);
    const [version] = (await detail(id)).documentVersions as { id: string }[];

    const linkOf = (registrationId: string, versionId: string, headers = { cookie }) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/admin/registrations/${registrationId}/document-versions/${versionId}`,
        headers,
      });
    const answer = await linkOf(id, version!.id);
    expect(answer.statusCode).toBe(200);
    const file = await testApp.app.inject({ method: 'GET', url: answer.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('ktp.jpg');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(
      before.documents.ktp!.sha256,
    );
    const views = await eventsOf(id, 'registration.document_view');
    expect(views.map((event) => event.details)).toEqual([
      { field: 'ktp', purpose: 'download', versionId: version!.id },
    ]);

    // Another registration's version, an unknown one, and no session: nothing is signed.
    expect((await linkOf(await newRegistration(), version!.id)).statusCode).toBe(404);
    expect((await linkOf(id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await linkOf(id, version!.id, { cookie: '' })).statusCode).toBe(401);
    expect(await eventsOf(id, 'registration.document_view')).toHaveLength(1);
  });

  /** The link no longer gives a draft: the status of that refusal. */
  async function uploadKtpRefused(token: string) {
    return (await client.draft(token)).response.statusCode;
  }

  async function expectRefused(id: string, token: string, draft: string, upload: string) {
    const before = await storedDocuments(testApp, id);
    const view = await client.view(token);
    expect(view.statusCode).toBe(403);
    expect(view.json().error.message).toBe(INVALID);
    // It reveals nothing of the registration.
    expect(view.body).not.toContain(before.row.code);
    expect(await uploadKtpRefused(token)).toBe(403);
    const submitted = await client.submit(token, draft, { ktp: upload });
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json().error.message).toBe(INVALID);
    const after = await storedDocuments(testApp, id);
    expect(after.documents).toEqual(before.documents);
    expect(after.row.status).toBe(before.row.status);
    expect(after.row.updatedAt).toEqual(before.row.updatedAt);
  }

  it("the applicant's status lookup names the documents asked for, then Baru once sent", async () => {
    const id = await newRegistration();
    const { code, phone } = await detail(id);
    const lookUp = async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/registrations/status',
        payload: { code, phone },
        remoteAddress: '203.0.113.45',
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const token = await askKtp(id);
    expect(await lookUp()).toEqual({ code, status: 'needs_changes', documents: ['ktp'] });
    const { draft, upload } = await uploadKtp(token);
    expect((await client.submit(token, draft, { ktp: upload })).statusCode).toBe(204);
    expect(await lookUp()).toEqual({ code, status: 'new' });
  });

  it('refuses a forged link and changes nothing', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const { draft, upload } = await uploadKtp(token);
    const [correctionId, signature] = token.split('.') as [string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expectRefused(id, `${correctionId}.${flipped}`, draft, upload);
    await expectRefused(id, 'not-a-token', draft, upload);
    // The real link still works afterwards.
    expect((await client.submit(token, draft, { ktp: upload })).statusCode).toBe(204);
  });

  it('refuses an expired link', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const { draft, upload } = await uploadKtp(token);
    testApp.advanceTime(DEFAULT_CORRECTION_LINK_DAYS * DAY_MS + 1000);
    try {
      await expectRefused(id, token, draft, upload);
    } finally {
      testApp.advanceTime(-(DEFAULT_CORRECTION_LINK_DAYS * DAY_MS + 1000));
    }
  });

  it('ends a link with a newer request, a decision or a deletion', async () => {
    const replacedId = await newRegistration();
    const first = await askKtp(replacedId);
    const firstUpload = await uploadKtp(first);
    const second = await askKtp(replacedId);
    await expectRefused(replacedId, first, firstUpload.draft, firstUpload.upload);
    expect((await client.view(second)).statusCode).toBe(200);

    const decidedId = await newRegistration();
    const decided = await askKtp(decidedId);
    const decidedUpload = await uploadKtp(decided);
    const verified = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${decidedId}`,
      headers: { cookie },
      payload: { status: 'verified' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().correction).toBeNull();
    await expectRefused(decidedId, decided, decidedUpload.draft, decidedUpload.upload);

    const deletedId = await newRegistration();
    const deleted = await askKtp(deletedId);
    const deletedUpload = await uploadKtp(deleted);
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${deletedId}`,
      headers: { cookie },
    });
    expect(removal.statusCode).toBe(204);
    const view = await client.view(deleted);
    expect(view.statusCode).toBe(403);
    const submitted = await client.submit(deleted, deletedUpload.draft, {
      ktp: deletedUpload.upload,
    });
    expect(submitted.statusCode).toBe(403);
  });

  it('asks a decided registration again only after it is moved back to Baru', async () => {
    const id = await newRegistration();
    for (const status of ['verified', 'rejected'] as const) {
      await testApp.app.inject({
        method: 'PATCH',
        url: `/api/admin/registrations/${id}`,
        headers: { cookie },
        payload: { status },
      });
      const refused = await ask(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toContain('Ubah status ke Baru');
    }
    // "Perlu Perbaikan" is set by a request only, never by hand.
    const byHand = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
      payload: { status: 'needs_changes' },
    });
    expect(byHand.statusCode).toBe(400);
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
      payload: { status: 'new' },
    });
    expect((await ask(id)).statusCode).toBe(200);
  });

  it('refuses a slot that was not requested, at upload and at submit', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const { draft, upload } = await uploadKtp(token);
    const kk = await client.upload(draft, 'kk', pdfBytes(), 'kk.pdf');
    expect(kk.error?.status).toBe(400);
    expect(JSON.parse(kk.error!.body).error.fields.slot).toBeTruthy();

    const before = await storedDocuments(testApp, id);
    const withKk = await client.submit(token, draft, { ktp: upload, kk: upload });
    expect(withKk.statusCode).toBe(400);
    expect(withKk.json().error.fields).toEqual({ kk: 'Dokumen ini tidak diminta ulang' });
    const withoutKtp = await client.submit(token, draft, {});
    expect(withoutKtp.statusCode).toBe(400);
    expect(withoutKtp.json().error.fields).toEqual({ ktp: 'Unggah dokumen ini' });
    expect((await storedDocuments(testApp, id)).documents).toEqual(before.documents);
    // Refusals took nothing: the upload is still there for the real submit.
    expect((await client.submit(token, draft, { ktp: upload })).statusCode).toBe(204);
  });

  it('two admins asking at once: one request, the other told', async () => {
    const id = await newRegistration();
    const { updatedAt } = await detail(id);
    const answers = await Promise.all([
      ask(id, KTP_ONLY, { updatedAt }),
      ask(id, [{ field: 'kk', reason: 'expired' }], { as: otherCookie, updatedAt }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().error.message).toContain('baru saja berubah');
    const rows = await db()
      .select()
      .from(registrationCorrections)
      .where(eq(registrationCorrections.registrationId, id));
    expect(rows).toHaveLength(1);
    const code = (await detail(id)).code;
    const requests = (await messagesOf(code)).filter(
      (message) => message.kind === 'registration.correction.agent',
    );
    expect(requests).toHaveLength(1);
  });

  it('an admin asking while the applicant sends: one outcome, the loser told, nothing lost', async () => {
    // The admin first: the applicant's link has ended, their upload is still theirs.
    const id = await newRegistration();
    const token = await askKtp(id);
    const { draft, upload } = await uploadKtp(token);
    const newer = await ask(id, [{ field: 'kk', reason: 'mismatch' }]);
    expect(newer.statusCode).toBe(200);
    const late = await client.submit(token, draft, { ktp: upload });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(INVALID);
    expect((await detail(id)).status).toBe('needs_changes');
    const [kept] = await db().select().from(uploads).where(eq(uploads.id, upload));
    expect(kept?.completedAt).toBeInstanceOf(Date);

    // The applicant first: the admin, who saw the registration before, is told it changed.
    const secondId = await newRegistration();
    const secondToken = await askKtp(secondId);
    const seen = (await detail(secondId)).updatedAt;
    const sent = await uploadKtp(secondToken);
    expect((await client.submit(secondToken, sent.draft, { ktp: sent.upload })).statusCode).toBe(
      204,
    );
    const stale = await ask(secondId, KTP_ONLY, { updatedAt: seen });
    expect(stale.statusCode).toBe(409);
    expect((await detail(secondId)).status).toBe('new');

    // At the same moment: exactly one of the two wins.
    const raceId = await newRegistration();
    const raceToken = await askKtp(raceId);
    const racing = await uploadKtp(raceToken);
    const raceSeen = (await detail(raceId)).updatedAt;
    const [submit, request] = await Promise.all([
      client.submit(raceToken, racing.draft, { ktp: racing.upload }),
      ask(raceId, KTP_ONLY, { updatedAt: raceSeen }),
    ]);
    const outcomes = [submit.statusCode, request.statusCode];
    expect([
      [204, 409],
      [403, 200],
    ]).toContainEqual(outcomes);
    expect((await detail(raceId)).status).toBe(submit.statusCode === 204 ? 'new' : 'needs_changes');
  });

  // PGlite has one connection, so only PostgreSQL can have the two wait for the same row.
  it.runIf(process.env.DATABASE_URL)(
    "a submit that waited for the admin's request is told the link has ended",
    async () => {
      const id = await newRegistration();
      const token = await askKtp(id);
      const { draft, upload } = await uploadKtp(token);
      const seen = (await detail(id)).updatedAt;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holder = 0;
      const holding = db().transaction(async (tx) => {
        await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        holder = rows[0]!.pid;
        await released;
      });
      const waiting = async () => {
        const { rows } = (await db().execute(
          // Those waiting for the holder, and those waiting behind them.
          sql`with recursive blocked(pid) as (
                select pid from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))
                union
                select activity.pid from pg_stat_activity activity
                join blocked on blocked.pid = any(pg_blocking_pids(activity.pid))
              )
              select count(*)::int as n from blocked`,
        )) as unknown as { rows: { n: number }[] };
        return rows[0]!.n;
      };
      await expect.poll(() => holder).toBeGreaterThan(0);
      const request = ask(id, [{ field: 'kk', reason: 'mismatch' }], { updatedAt: seen });
      await expect.poll(waiting).toBe(1);
      const submit = client.submit(token, draft, { ktp: upload });
      await expect.poll(waiting).toBe(2);
      release();
      await holding;
      expect((await request).statusCode).toBe(200);
      const late = await submit;
      expect(late.statusCode).toBe(403);
      expect(late.json().error.message).toBe(INVALID);
      expect((await detail(id)).status).toBe('needs_changes');
      const [kept] = await db().select().from(uploads).where(eq(uploads.id, upload));
      expect(kept?.completedAt).toBeInstanceOf(Date);
    },
  );

  it('keeps the replaced file until the retention purge, which deletes it with the request', async () => {
    const id = await newRegistration();
    const token = await askKtp(id);
    const before = await storedDocuments(testApp, id);
    const { draft, upload } = await uploadKtp(token);
    expect((await client.submit(token, draft, { ktp: upload })).statusCode).toBe(204);
    const oldKey = before.documents.ktp!.key;
    expect(await storedSize(testApp.deps, oldKey)).toBeGreaterThan(0);
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${id}`,
      headers: { cookie },
    });
    expect(removal.statusCode).toBe(204);
    const later = testApp.deps.config.retentionDays * DAY_MS + 60_000;
    testApp.advanceTime(later);
    try {
      await runCleanup(testApp.deps, testApp.app.log);
    } finally {
      testApp.advanceTime(-later);
    }
    expect(await storedSize(testApp.deps, oldKey)).toBeUndefined();
    const versions = await db()
      .select()
      .from(registrationDocumentVersions)
      .where(eq(registrationDocumentVersions.registrationId, id));
    expect(versions).toEqual([]);
    const requests = await db()
      .select()
      .from(registrationCorrections)
      .where(eq(registrationCorrections.registrationId, id));
    expect(requests).toEqual([]);
  });

  it('gives no correction draft without a valid link', async () => {
    for (const token of ['', 'x'.repeat(80), `${crypto.randomUUID()}.${'A'.repeat(43)}`]) {
      expect((await client.draft(token)).response.statusCode).toBe(403);
    }
  });
});
