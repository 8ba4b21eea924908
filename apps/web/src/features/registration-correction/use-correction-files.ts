import type { DocumentField } from '@toko/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StoredFiles } from '@/lib/file-store';
import type { CorrectionUploads } from './correction-uploads';

/**
 * The correction's chosen files and their uploads: read once from IndexedDB (a reload continues
 * the uploads from the server's offset), each new file kept, shrunk and sent at once.
 */
export function useCorrectionFiles({ files: store, uploads }: CorrectionUploads) {
  const [files, setFiles] = useState<StoredFiles<DocumentField>>({});
  const states = useSyncExternalStore(uploads.subscribe, uploads.states, uploads.states);

  useEffect(() => {
    let active = true;
    void store.readAll().then((stored) => {
      if (!active) return;
      setFiles((current) => ({ ...stored, ...current }));
      uploads.resume(stored);
    });
    return () => {
      active = false;
    };
  }, [store, uploads]);

  function setFile(field: DocumentField, file: File | null) {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[field] = file;
      else delete next[field];
      return next;
    });
    if (!file) return uploads.drop(field);
    void store.save(field, file);
    void uploads.pick(field, file);
  }

  return { files, states, setFile };
}
