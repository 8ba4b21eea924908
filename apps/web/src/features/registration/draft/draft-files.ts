import type { RegistrationFileField } from '@toko/contracts';

export type DraftFiles = Partial<Record<RegistrationFileField, File>>;

const DATABASE = 'toko-registration';
const STORE = 'files';

/**
 * The sign-up's chosen files and signature, kept in IndexedDB (several 10 MB files do not fit in
 * localStorage or sessionStorage) so a reload or a trip back from step 2 loses nothing. A copy
 * stays in memory for this page, so a browser without IndexedDB (or a blocked one) still
 * carries the files from step 1 to step 2.
 */
const memory: DraftFiles = {};
let opening: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => unknown,
): Promise<void> {
  const database = await open();
  if (!database) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

function isFile(value: unknown): value is File {
  return value instanceof Blob && typeof (value as File).name === 'string';
}

export const draftFiles = {
  /** Every stored file; the memory copy wins (it is never older than the stored one). */
  async readAll(): Promise<DraftFiles> {
    const stored: DraftFiles = {};
    await run('readonly', (store) => {
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (!entry) return;
        if (isFile(entry.value)) stored[entry.key as RegistrationFileField] = entry.value;
        entry.continue();
      };
    });
    return { ...stored, ...memory };
  },

  async save(field: RegistrationFileField, file: File | null): Promise<void> {
    if (file) memory[field] = file;
    else delete memory[field];
    await run('readwrite', (store) => (file ? store.put(file, field) : store.delete(field)));
  },

  async clear(): Promise<void> {
    for (const field of Object.keys(memory)) delete memory[field as RegistrationFileField];
    await run('readwrite', (store) => store.clear());
  },
};
