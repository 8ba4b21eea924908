import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { discardFiles } from '../discard-files';
import { storeFilePart } from '../store-file-part';
import type { FileRule } from '../upload-rules';
import { completeUpload, deleteUpload, type UploadRow } from './uploads-repository';
import type { UploadStore } from './upload-store';

type FinishDeps = Pick<AppDeps, 'database' | 'storage' | 'now'>;

/**
 * A finished upload gets the multipart path's checks (store-file-part.ts: type by its bytes for
 * the slot, pixel limit, 0 bytes) while it is copied into private storage. A refused file is
 * deleted with its row, and the refusal, with the slot's message, is thrown.
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
  let file: Awaited<ReturnType<UploadStore['read']>> | undefined;
  try {
    file = await store.read(row.id);
    const part = { file, filename: fileName, fieldname: row.slot };
    const { stored } = await storeFilePart(deps, part, rule, (written) => (key = written));
    await completeUpload(deps.database.db, row.id, await stored, deps.now());
  } catch (error) {
    if (key) await discardFiles(deps, [key], log);
    await deleteUpload(deps.database.db, row.id);
    throw error;
  } finally {
    // A refusal from the first bytes leaves the rest unread, and the file is removed after the
    // answer: what the stream would still report then concerns no one.
    file?.on('error', () => undefined).destroy();
  }
}
