import type { RegistrationFileField } from '@toko/contracts';
import { useEffect, useState } from 'react';
import { onPickBegins } from '@/lib/upload/pick-preparations';
import {
  dropDocument,
  getReadyForDocument,
  pickDocument,
  resumeDocuments,
} from '../uploads/document-uploads';
import { draftFiles, type DraftFiles } from './draft-files';

/**
 * The draft's files for a step: read once from IndexedDB, then every change saved there too.
 * A chosen file starts uploading at once; after a reload the stored ones continue theirs.
 */
export function useDraftFiles() {
  const [files, setFiles] = useState<DraftFiles>({});
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let active = true;
    void draftFiles.readAll().then((stored) => {
      if (!active) return;
      // A file picked while the store was being read is newer than the stored one.
      setFiles((current) => ({ ...stored, ...current }));
      setLoaded(true);
      resumeDocuments(stored);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => onPickBegins(getReadyForDocument), []);

  function setFile(field: RegistrationFileField, file: File | null) {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[field] = file;
      else delete next[field];
      return next;
    });
    if (!file) return dropDocument(field);
    // Kept at once, so a reload while a photo is being shrunk does not lose it.
    void draftFiles.save(field, file);
    void pickDocument(field, file);
  }

  return { files, loaded, setFile };
}
