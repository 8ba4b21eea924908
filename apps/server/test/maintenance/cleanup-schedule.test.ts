import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingFiles, sessions } from '../../src/db/schema';
import { runCleanup, scheduleCleanup } from '../../src/modules/maintenance/cleanup-schedule';
import { newObjectKey } from '../../src/storage/object-keys';
import { StoredFileNotFoundError } from '../../src/storage/storage';
import { makeUndeletable, storedSize } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { recordingLogger } from '../helpers/recording-logger';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the cleanup', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  /** A real stored file with its `pending_files` entry, as an upload leaves them before commit. */
  async function pendingUpload(): Promise<string> {
    const key = newObjectKey('payment-proofs', 'pdf', testApp.deps.now());
    await testApp.deps.storage.put(key, Readable.from([Buffer.from('%PDF-1.7 orphan')]), {
      maxBytes: 1024,
      contentType: 'application/pdf',
    });
    await testApp.deps.database.db
      .insert(pendingFiles)
      .values({ key, createdAt: testApp.deps.now() });
    return key;
  }

  async function pendingKeys(): Promise<string[]> {
    const rows = await testApp.deps.database.db.select().from(pendingFiles);
    return rows.map((row) => row.key);
  }

  it('runs once at start, without waiting an hour', async () => {
    const user = await createUser(testApp.deps);
    const ago = (milliseconds: number) => new Date(testApp.deps.now().getTime() - milliseconds);
    await testApp.deps.database.db
      .insert(sessions)
      .values({ id: 'expired', userId: user.id, lastSeenAt: ago(MINUTE), expiresAt: ago(1) });
    const { logger, calls } = recordingLogger();

    const stop = scheduleCleanup(testApp.deps, logger);
    await stop();

    expect(await testApp.deps.database.db.select().from(sessions)).toEqual([]);
    expect(calls).toContainEqual({
      level: 'info',
      args: [
        {
          sessions: 1,
          rateLimits: 0,
          idempotencyKeys: 0,
          orphanFiles: 0,
          expiredUploads: 0,
          purged: { orders: 0, registrations: 0, files: 0 },
          notifications: 0,
        },
        'cleanup done',
      ],
    });
  });

  it('deletes an orphan file and its entry after an hour, not before', async () => {
    const key = await pendingUpload();
    const { logger } = recordingLogger();

    testApp.advanceTime(HOUR - MINUTE);
    await runCleanup(testApp.deps, logger);
    expect(await pendingKeys()).toEqual([key]);
    expect(await storedSize(testApp.deps, key)).toBeGreaterThan(0);

    testApp.advanceTime(2 * MINUTE);
    await runCleanup(testApp.deps, logger);
    expect(await pendingKeys()).toEqual([]);
    await expect(testApp.deps.storage.get(key)).rejects.toThrow(StoredFileNotFoundError);
  });

  it('keeps the entry of a file it could not delete and tries again next time', async () => {
    const failing = await pendingUpload();
    const other = await pendingUpload();
    const deletable = makeUndeletable(testApp.deps, failing);
    testApp.advanceTime(HOUR + MINUTE);
    const { logger, calls } = recordingLogger();

    await runCleanup(testApp.deps, logger);
    expect(await pendingKeys()).toEqual([failing]);
    await expect(testApp.deps.storage.get(other)).rejects.toThrow(StoredFileNotFoundError);
    expect(calls).toContainEqual({
      level: 'warn',
      args: [
        { errorName: 'SystemError', code: 'ERR_FS_EISDIR' },
        'stored file not deleted; the orphan sweep tries again',
      ],
    });

    deletable();
    await runCleanup(testApp.deps, logger);
    expect(await pendingKeys()).toEqual([]);
    await expect(testApp.deps.storage.get(failing)).rejects.toThrow(StoredFileNotFoundError);
  });
});
