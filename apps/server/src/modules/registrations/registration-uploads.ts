import type { RegistrationFileField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/upload';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../lib/transaction';
import type { UploadDraft } from '../uploads/draft-token';
import { consumeUploads } from '../uploads/uploads-repository';
import { missingDocuments, type DocumentFile } from './registration-files';

type WantedUploads = { draftId: string; uploads: [RegistrationFileField, string][] };

function notReady(fields: RegistrationFileField[]): AppError {
  const message = t('upload.notReady');
  return new AppError('validation_failed', {
    message,
    fields: Object.fromEntries(fields.map((field) => [field, message])),
  });
}

/**
 * The uploads a sign-up names, once every required document is there (each missing one is named
 * with its step's message) and its token is a sign-up draft's (otherwise no upload can be its).
 */
export function requireDocuments(
  named: Partial<Record<RegistrationFileField, string>>,
  draft: UploadDraft | undefined,
): WantedUploads {
  const missing = missingDocuments(named);
  const [first] = Object.values(missing);
  if (first) throw new AppError('validation_failed', { message: first, fields: missing });
  const uploads = Object.entries(named).filter(
    (entry): entry is [RegistrationFileField, string] => entry[1] !== undefined,
  );
  if (draft?.kind !== 'registration') throw notReady(uploads.map(([field]) => field));
  return { draftId: draft.id, uploads };
}

/**
 * Takes the named uploads once, together, inside the transaction that writes the sign-up: one
 * unfinished, expired, already used or of another draft is refused on its field, and the
 * rollback leaves every upload as it was.
 */
export async function takeRegistrationUploads(
  tx: Transaction,
  wanted: WantedUploads,
  now: Date,
): Promise<Partial<Record<RegistrationFileField, DocumentFile>>> {
  const taken = await consumeUploads(tx, {
    draftId: wanted.draftId,
    now,
    wanted: wanted.uploads.map(([slot, id]) => ({ id, slot })),
  });
  const files: Partial<Record<RegistrationFileField, DocumentFile>> = {};
  const refused: RegistrationFileField[] = [];
  for (const [slot, id] of wanted.uploads) {
    const upload = taken.find((row) => row.id === id && row.slot === slot);
    if (upload) files[slot] = { key: upload.storedKey, fileName: upload.fileName };
    else refused.push(slot);
  }
  if (refused.length > 0) throw notReady(refused);
  return files;
}
