import { useSyncExternalStore } from 'react';
import { documentStates, subscribeDocuments, type DocumentStates } from './document-uploads';

/** Each document's upload as it goes: the same on step 1 and step 2. */
export function useDocumentUploads(): DocumentStates {
  return useSyncExternalStore(subscribeDocuments, documentStates, documentStates);
}
