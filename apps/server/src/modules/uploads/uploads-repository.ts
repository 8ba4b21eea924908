import { and, count, eq, exists, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pendingFiles, uploads } from '../../db/schema/index';
import type { Transaction } from '../../lib/transaction';
import { recordReleasedFiles } from '../stored-files/pending-files-repository';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Pick<
  UploadRow,
  'id' | 'draftId' | 'slot' | 'length' | 'createdAt' | 'expiresAt'
>;

/**
 * Records a new upload unless its draft then holds more than `max` live ones. It is counted after
 * its own insert, so uploads begun at once, on any server instance, never pass the limit
 * together (at the limit, two may both give way), and none waits for a lock.
 */
export async function insertUploadIfRoom(
  db: Database,
  upload: NewUpload,
  max: number,
): Promise<boolean> {
  await db.insert(uploads).values(upload);
  const [held] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.draftId, upload.draftId), gt(uploads.expiresAt, upload.createdAt)));
  if ((held?.n ?? 0) <= max) return true;
  await deleteUpload(db, upload.id);
  return false;
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/**
 * The checked file is in storage under `key`: the upload row takes it over from its
 * `pending_files` entry, in one statement (one round trip, one commit). False when the upload was
 * finished already (tus lets go of its lock before the finish, so a repeated request can finish
 * it twice): this file is not its, and keeps its entry.
 */
export async function completeUpload(
  db: Database,
  id: string,
  file: { key: string; fileName: string; contentType: string },
  now: Date,
): Promise<boolean> {
  const completed = db.$with('completed').as(
    db
      .update(uploads)
      .set({
        storedKey: file.key,
        fileName: file.fileName,
        contentType: file.contentType,
        completedAt: now,
      })
      .where(and(eq(uploads.id, id), isNull(uploads.completedAt)))
      .returning({ id: uploads.id }),
  );
  const claimed = db.$with('claimed').as(
    db
      .delete(pendingFiles)
      .where(and(eq(pendingFiles.key, file.key), exists(db.select().from(completed))))
      .returning({ key: pendingFiles.key }),
  );
  const rows = await db.with(completed, claimed).select({ id: completed.id }).from(completed);
  return rows.length > 0;
}

export async function deleteUpload(db: Database, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Forgets an upload whose finish was refused, unless another request finished it meanwhile. */
export async function deleteUnfinishedUpload(db: Database, id: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.id, id), isNull(uploads.completedAt)));
}

export type TakenUpload = UploadRow & { storedKey: string; fileName: string; contentType: string };

/**
 * Takes the finished, unexpired uploads of `draftId` that `wanted` names by id and slot, once,
 * inside the transaction that writes the row naming their files, in one statement: those
 * returned are taken; one missing (unfinished, expired, already taken, another draft's or
 * another slot's) is not.
 */
export async function consumeUploads(
  tx: Transaction,
  { draftId, now, wanted }: { draftId: string; now: Date; wanted: { id: string; slot: string }[] },
): Promise<TakenUpload[]> {
  if (wanted.length === 0) return [];
  const rows = await tx
    .delete(uploads)
    .where(
      and(
        or(...wanted.map(({ id, slot }) => and(eq(uploads.id, id), eq(uploads.slot, slot)))),
        eq(uploads.draftId, draftId),
        isNotNull(uploads.completedAt),
        gt(uploads.expiresAt, now),
      ),
    )
    .returning();
  return rows.flatMap((row) =>
    row.storedKey && row.fileName && row.contentType
      ? [{ ...row, storedKey: row.storedKey, fileName: row.fileName, contentType: row.contentType }]
      : [],
  );
}

/** One upload of `draftId` for `slot`, taken as consumeUploads takes several. */
export async function consumeUpload(
  tx: Transaction,
  wanted: { id: string; draftId: string; slot: string; now: Date },
): Promise<TakenUpload | undefined> {
  const [row] = await consumeUploads(tx, {
    draftId: wanted.draftId,
    now: wanted.now,
    wanted: [{ id: wanted.id, slot: wanted.slot }],
  });
  return row;
}

/**
 * Deletes uploads no form will take, `ids` or else those past their expiry at `now`, and records
 * their files as released in the same transaction: `deleteStoredFiles` deletes them, or, if it
 * cannot, the orphan sweep. Returns the uploads deleted and their files' keys.
 */
export async function releaseUploads(
  db: Database,
  now: Date,
  ids?: string[],
): Promise<{ ids: string[]; fileKeys: string[] }> {
  return db.transaction(async (tx) => {
    const released = await tx
      .delete(uploads)
      .where(ids ? inArray(uploads.id, ids) : lt(uploads.expiresAt, now))
      .returning({ id: uploads.id, storedKey: uploads.storedKey });
    const fileKeys = released.flatMap((row) => row.storedKey ?? []);
    await recordReleasedFiles(tx, fileKeys, now);
    return { ids: released.map((row) => row.id), fileKeys };
  });
}
