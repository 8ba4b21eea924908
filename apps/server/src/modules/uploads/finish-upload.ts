import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { adoptLocalFile } from './adopt-local-file';
import { deleteStoredFiles } from '../stored-files/delete-stored-files';
import { storeUpload, type ReceivedFile } from './store-upload';
import type { FileRule } from './checks/upload-rules';
import { completeUpload, deleteUnfinishedUpload, type UploadRow } from './uploads-repository';
import type { UploadStore } from './stores/upload-store';

type FinishDeps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

/**
 * Into private storage with the checks every upload gets (type by its bytes for the slot, pixel
 * limit, 0 bytes). On disk the upload store's file is checked by its first bytes and adopted
 * (adopt-local-file.ts): its bytes are written once. From S3 it is read back and streamed
 * through the checks into storage (store-upload.ts).
 */
async function stored(
  deps: FinishDeps,
  store: UploadStore,
  row: UploadRow,
  fileName: string,
  rule: FileRule,
  onKey: (key: string) => void,
): Promise<ReceivedFile> {
  const path = store.localPath?.(row.id);
  if (path && deps.storage.adopt) {
    const file = { path, fileName, slot: row.slot };
    return adoptLocalFile(deps, deps.storage.adopt.bind(deps.storage), file, rule, onKey);
  }
  const file = await store.read(row.id);
  try {
    const part = { file, fileName, slot: row.slot };
    return await (
      await storeUpload(deps, part, rule, onKey)
    ).stored;
  } finally {
    // A refusal from the first bytes leaves the rest unread, and the file is removed after the
    // answer: what the stream would still report then concerns no one.
    file.on('error', () => undefined).destroy();
  }
}

/**
 * A finished upload gets the checks while it goes into private storage. A refused file is
 * deleted with its row, and the refusal, with the slot's message, is thrown. An upload that
 * another request finished meanwhile keeps that request's file: this copy is deleted.
 */
export async function storeFinishedUpload(
  deps: FinishDeps,
  store: UploadStore,
  row: UploadRow,
  fileName: string,
  rule: FileRule,
  log: FastifyBaseLogger,
): Promise<void> {
  let key: string | undefined;
  try {
    const file = await stored(deps, store, row, fileName, rule, (written) => (key = written));
    if (!(await completeUpload(deps.database.db, row.id, file, deps.now()))) {
      await deleteStoredFiles(deps, [file.key], log);
    }
  } catch (error) {
    if (key) await deleteStoredFiles(deps, [key], log);
    await deleteUnfinishedUpload(deps.database.db, row.id);
    throw error;
  }
}
