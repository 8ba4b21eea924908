import { UPLOAD_DRAFT_HEADER } from '@toko/contracts';
import { eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFiles, registrations, uploads } from '../../src/db/schema';
import { runCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { listeningTestApp } from '../helpers/listen';
import { recordingLogger } from '../helpers/recording-logger';
import { makeUndeletable, storedSize } from '../helpers/stored-files';
import type { TestApp } from '../helpers/test-app';
import { createUser, loginAs } from '../helpers/users';
import { registrationRequest, validRegistration } from '../registrations/registration-requests';
import { jpegBytes, pngBytes } from '../uploads/sample-files';
import { checkoutDraft, idOf, replacementDraft, sendWithTus } from '../uploads/tus-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Stored files whose delete fails on the real disk store are deleted by a later sweep. */
describe('a stored file that cannot be deleted', () => {
  let testApp: TestApp;
  let origin: string;
  beforeAll(async () => ({ testApp, origin } = await listeningTestApp()));
  afterAll(() => testApp.close());

  const db = () => testApp.deps.database.db;
  const isPending = async (key: string) =>
    (await db().select().from(pendingFiles).where(eq(pendingFiles.key, key))).length === 1;
  const uploadRow = async (id: string) =>
    (await db().select().from(uploads).where(eq(uploads.id, id)))[0];
  const sweep = () => runCleanup(testApp.deps, recordingLogger().logger);

  async function registrationId(): Promise<string> {
    const created = await testApp.app.inject(
      await registrationRequest(testApp.app, validRegistration()),
    );
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string }>().id;
  }

  async function registrationRow(id: string) {
    const [row] = await db().select().from(registrations).where(eq(registrations.id, id));
    return row!;
  }

  /** A finished checkout upload whose stored file cannot be deleted for now. */
  async function undeletableUpload() {
    const token = await checkoutDraft(testApp);
    const sent = await sendWithTus(origin, token, jpegBytes());
    const row = (await uploadRow(idOf(sent.url)))!;
    return { token, url: sent.url!, row, deletable: makeUndeletable(testApp.deps, row.storedKey!) };
  }

  /** Once the file can be deleted, the sweep an hour later deletes it and its entry. */
  async function expectSweptOnceDeletable(key: string, deletable: () => void) {
    expect(await isPending(key)).toBe(true);
    deletable();
    testApp.advanceTime(HOUR + MINUTE);
    await sweep();
    expect(await isPending(key)).toBe(false);
    expect(await storedSize(testApp.deps, key)).toBeUndefined();
  }

  it("an admin's replaced document: the save stands, and the sweep deletes it once it can", async () => {
    const id = await registrationId();
    const cookie = await loginAs(testApp.app, await createUser(testApp.deps));
    const oldKey = (await registrationRow(id)).kkKey!;
    const deletable = makeUndeletable(testApp.deps, oldKey);

    const draft = await replacementDraft(testApp, cookie, id);
    const sent = await sendWithTus(origin, draft, pngBytes(), {
      headers: { cookie },
      metadata: { slot: 'kk', filename: 'kk-baru.png' },
    });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${id}/documents/kk`,
      headers: { cookie, 'idempotency-key': 'replace-undeletable' },
      payload: { uploadDraft: draft, upload: idOf(sent.url) },
    });
    expect(saved.statusCode).toBe(200);
    expect((await registrationRow(id)).kkKey).toMatch(/\.png$/);
    expect(await isPending(oldKey)).toBe(true);

    testApp.advanceTime(HOUR + MINUTE);
    await sweep();
    expect(await isPending(oldKey)).toBe(true);

    deletable();
    await sweep();
    expect(await isPending(oldKey)).toBe(false);
    expect(await storedSize(testApp.deps, oldKey)).toBeUndefined();
  });

  it('a finished upload its client deleted: recorded, and deleted by the sweep', async () => {
    const { token, url, row, deletable } = await undeletableUpload();

    await Upload.terminate(url, { headers: { [UPLOAD_DRAFT_HEADER]: token } });
    expect(await uploadRow(row.id)).toBeUndefined();
    await expectSweptOnceDeletable(row.storedKey!, deletable);
  });

  it('an expired upload: its row goes, its file is recorded and deleted by a later sweep', async () => {
    const { row, deletable } = await undeletableUpload();

    testApp.advanceTime(row.expiresAt.getTime() - testApp.deps.now().getTime() + MINUTE);
    await sweep();
    expect(await uploadRow(row.id)).toBeUndefined();
    await expectSweptOnceDeletable(row.storedKey!, deletable);
  });

  it('is never a file a row names: the sweep drops such an entry and keeps the file', async () => {
    const id = await registrationId();
    const { ktpKey } = await registrationRow(id);
    await db().insert(pendingFiles).values({ key: ktpKey!, createdAt: testApp.deps.now() });

    testApp.advanceTime(HOUR + MINUTE);
    await sweep();
    expect(await isPending(ktpKey!)).toBe(false);
    expect(await storedSize(testApp.deps, ktpKey!)).toBeGreaterThan(0);
  });
});
