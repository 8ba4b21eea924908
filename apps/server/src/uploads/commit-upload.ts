import type { Database } from '../db/database';
import type { Transaction } from '../lib/transaction';
import { deletePendingFiles } from './pending-files-repository';

type Upload = { keys: readonly string[]; discard(): Promise<void> };

/**
 * Writes the row that references the uploaded files in one transaction that also claims them
 * (their `pending_files` entries go with the commit). If the transaction fails, the files are
 * deleted: a failed request leaves neither a row nor a file.
 */
export async function commitUpload<T>(
  db: Database,
  upload: Upload,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      await deletePendingFiles(tx, upload.keys);
      return result;
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
