import { correctionPath, type DocumentVersion, type OpenCorrection } from '@toko/contracts';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import type { RegistrationRow } from '../registrations/live-registrations';
import { linkToOf } from '../notifications/deliver-message';
import { correctionToken } from './correction-token';
import { findOpenCorrection } from '../registrations/registrations-repository';
import { findUsableCorrection, listDocumentVersions } from './corrections-repository';

type Deps = Pick<AppDeps, 'config' | 'database' | 'now' | 'secrets'>;

/** The registration's request whose link still works, with that link, for the admin's detail. */
export async function openCorrectionOf(
  { config, database, now, secrets }: Deps,
  row: RegistrationRow,
): Promise<OpenCorrection | null> {
  if (row.status !== 'needs_changes') return null;
  const open = await findOpenCorrection(database.db, row.id);
  const usable = open ? await findUsableCorrection(database.db, open.id, now()) : undefined;
  if (!usable) return null;
  const { correction } = usable;
  const path = correctionPath(correctionToken(secrets.signingSecret, correction.id));
  return {
    id: correction.id,
    documents: correction.documents,
    message: correction.message,
    createdAt: correction.createdAt.toISOString(),
    expiresAt: correction.expiresAt.toISOString(),
    url: linkToOf(config)(path),
  };
}

export async function documentVersionsOf(db: Database, id: string): Promise<DocumentVersion[]> {
  const rows = await listDocumentVersions(db, id);
  return rows.map((row) => ({
    id: row.id,
    field: row.field,
    fileName: row.fileName,
    replacedAt: row.replacedAt.toISOString(),
  }));
}
