import { REGISTRATION_FILE_FIELDS, type RegistrationFileField } from '@toko/contracts';
import { createLocalStore } from '@/lib/local-store';

/** One document's upload: its tus URL, and its id once every byte is up. */
export type UploadRecord = { url: string; uploadId?: string };

/** What a reload needs to continue the sign-up's uploads: the draft's token and each URL. */
export type UploadRecords = {
  token: string | null;
  files: Partial<Record<RegistrationFileField, UploadRecord>>;
};

const EMPTY: UploadRecords = { token: null, files: {} };

function readRecords(raw: unknown): UploadRecords {
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const { token, files } = raw as Record<string, unknown>;
  const kept: UploadRecords['files'] = {};
  for (const field of REGISTRATION_FILE_FIELDS) {
    const record = (files as Record<string, unknown> | undefined)?.[field];
    if (typeof record !== 'object' || record === null) continue;
    const { url, uploadId } = record as Record<string, unknown>;
    if (typeof url !== 'string') continue;
    kept[field] = typeof uploadId === 'string' ? { url, uploadId } : { url };
  }
  return { token: typeof token === 'string' ? token : null, files: kept };
}

/**
 * Next to the draft's files (IndexedDB), the sign-up's upload URLs and draft token; deleted with
 * them after the submit, so a shared phone keeps no trace of the last person's documents.
 */
export const uploadRecords = createLocalStore<UploadRecords>(
  'registration-uploads',
  EMPTY,
  readRecords,
);

export function recordUpload(field: RegistrationFileField, record: UploadRecord | null) {
  const current = uploadRecords.get();
  const files = { ...current.files };
  if (record) files[field] = record;
  else delete files[field];
  uploadRecords.set({ ...current, files });
}
