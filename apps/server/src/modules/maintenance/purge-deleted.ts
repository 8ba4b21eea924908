import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { deleteStoredFiles } from '../stored-files/delete-stored-files';
import { recordReleasedFiles } from '../stored-files/pending-files-repository';
import { recordAudit } from '../audit/record-audit';
import { purgeDeletedOrders, purgeDeletedRegistrations, type PurgedRows } from './purge-repository';

const DAY_MS = 86_400_000;
/** Rows per transaction: short locks, and a first run over a large backlog still finishes. */
const BATCH_SIZE = 100;

export type PurgeCounts = { orders: number; registrations: number; files: number };

type PurgeDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'now'>;

/**
 * Retention: orders and registrations deleted more than `RETENTION_DAYS` ago lose their personal
 * fields and files. Each batch empties its rows, records one audit event per row with no admin
 * (a system action) and names its files in `pending_files`, in one transaction; the files are
 * deleted after it commits (`deleteStoredFiles`), and one that cannot be is left to the orphan
 * sweep.
 */
export async function purgeDeletedPersonalData(
  { config, database, storage, now }: PurgeDeps,
  log: FastifyBaseLogger,
): Promise<PurgeCounts> {
  const counts: PurgeCounts = { orders: 0, registrations: 0, files: 0 };
  const lists = [
    { name: 'orders', purge: purgeDeletedOrders, action: 'order.purge' },
    { name: 'registrations', purge: purgeDeletedRegistrations, action: 'registration.purge' },
  ] as const;
  for (const list of lists) {
    for (;;) {
      const at = now();
      const cutoff = new Date(at.getTime() - config.retentionDays * DAY_MS);
      const purged: PurgedRows = await database.db.transaction(async (tx) => {
        const rows = await list.purge(tx, cutoff, at, BATCH_SIZE);
        for (const id of rows.ids) {
          await recordAudit(tx, { adminUserId: null, action: list.action, entityId: id, now: at });
        }
        await recordReleasedFiles(tx, rows.fileKeys, at);
        return rows;
      });
      counts[list.name] += purged.ids.length;
      counts.files += await deleteStoredFiles({ database, storage, now }, purged.fileKeys, log);
      if (purged.ids.length < BATCH_SIZE) break;
    }
  }
  return counts;
}
