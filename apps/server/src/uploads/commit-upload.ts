import type { Database } from '../db/database';
import type { Transaction } from '../lib/transaction';
import { deletePendingFiles } from './pending-files-repository';

type Upload = { keys: readonly string[]; claim(): void };

/**
 * Writes the row that references the uploaded files in one transaction that also claims them
 * (their `pending_files` entries go with the commit). If the transaction fails, the files stay
 * unclaimed and are deleted before the answer (request-files.ts): a failed request leaves
 * neither a row nor a file.
 */
export async function commitUpload<T>(
  db: Database,
  upload: Upload,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    await deletePendingFiles(tx, upload.keys);
    return written;
  });
  upload.claim();
  return result;
}
