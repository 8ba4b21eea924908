const STORE = 'files';

export type StoredFiles<Name extends string> = Partial<Record<Name, File>>;

function isFile(value: unknown): value is File {
  return value instanceof Blob && typeof (value as File).name === 'string';
}

/**
 * Files kept in the browser under a name each, in IndexedDB: unlike localStorage or
 * sessionStorage it holds several 10 MB files, and they survive a reload. A copy stays in memory
 * for this page, so a browser without IndexedDB (or a blocked one) still keeps them while the
 * page is open. Every failure of the database is silent: the memory copy is the fallback.
 */
export function createFileStore<Name extends string>(databaseName: string) {
  const memory: StoredFiles<Name> = {};
  let opening: Promise<IDBDatabase | null> | undefined;

  function open(): Promise<IDBDatabase | null> {
    opening ??= new Promise((resolve) => {
      try {
        const request = indexedDB.open(databaseName, 1);
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

  async function run(mode: IDBTransactionMode, work: (store: IDBObjectStore) => unknown) {
    const database = await open();
    if (!database) return;
    await new Promise<void>((resolve) => {
      try {
        const transaction = database.transaction(STORE, mode);
        work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => resolve();
        transaction.onabort = () => resolve();
      } catch {
        resolve();
      }
    });
  }

  return {
    /** Every stored file; the memory copy wins (it is never older than the stored one). */
    async readAll(): Promise<StoredFiles<Name>> {
      const stored: StoredFiles<Name> = {};
      await run('readonly', (store) => {
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const entry = cursor.result;
          if (!entry) return;
          if (isFile(entry.value)) stored[entry.key as Name] = entry.value;
          entry.continue();
        };
      });
      return { ...stored, ...memory };
    },

    async save(name: Name, file: File | null): Promise<void> {
      if (file) memory[name] = file;
      else delete memory[name];
      await run('readwrite', (store) => (file ? store.put(file, name) : store.delete(name)));
    },

    async clear(): Promise<void> {
      for (const name of Object.keys(memory)) delete memory[name as Name];
      await run('readwrite', (store) => store.clear());
    },
  };
}
