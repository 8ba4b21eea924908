import { createLocalStore } from '@/lib/local-store';

/** One file's upload: its tus URL, and its id once every byte is up. */
export type UploadRecord = { url: string; uploadId?: string };

/** What a reload needs to continue a form's uploads: its draft's token and each file's URL. */
export type UploadRecords<Field extends string> = {
  token: string | null;
  files: Partial<Record<Field, UploadRecord>>;
};

/** The records as stored, keeping only well-formed ones of the form's own fields. */
export function readUploadRecords<Field extends string>(
  raw: unknown,
  fields: readonly Field[],
): UploadRecords<Field> {
  if (typeof raw !== 'object' || raw === null) return { token: null, files: {} };
  const { token, files } = raw as Record<string, unknown>;
  const kept: UploadRecords<Field>['files'] = {};
  for (const field of fields) {
    const record = (files as Record<string, unknown> | undefined)?.[field];
    if (typeof record !== 'object' || record === null) continue;
    const { url, uploadId } = record as Record<string, unknown>;
    if (typeof url !== 'string') continue;
    kept[field] = typeof uploadId === 'string' ? { url, uploadId } : { url };
  }
  return { token: typeof token === 'string' ? token : null, files: kept };
}

/**
 * Next to a form's files (IndexedDB), its upload URLs and draft token in localStorage under
 * `key`; deleted with them after the form is sent, so a shared phone keeps no trace of the
 * last person's files.
 */
export function createUploadRecords<Field extends string>(key: string, fields: readonly Field[]) {
  const store = createLocalStore<UploadRecords<Field>>(key, { token: null, files: {} }, (raw) =>
    readUploadRecords(raw, fields),
  );
  return {
    get: store.get,
    set: store.set,
    /** Keeps (or with `null` forgets) one field's upload. */
    record(field: Field, record: UploadRecord | null) {
      const current = store.get();
      // Nothing to forget writes nothing: no empty record is left behind on a shared phone.
      if (!record && !(field in current.files)) return;
      const files = { ...current.files };
      if (record) files[field] = record;
      else delete files[field];
      store.set({ ...current, files });
    },
  };
}

export type UploadRecordsStore<Field extends string> = ReturnType<
  typeof createUploadRecords<Field>
>;
