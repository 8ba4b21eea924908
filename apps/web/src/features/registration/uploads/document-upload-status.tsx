import type { RegistrationFileField } from '@toko/contracts';
import { TusFileStatus } from '@/components/ui/tus-file-status';
import { retryDocument } from './document-uploads';
import { useDocumentUploads } from './use-document-uploads';

/** One document's upload under its picker: progress, "Terunggah", or the error and "Coba lagi". */
export function DocumentUploadStatus({ field }: { field: RegistrationFileField }) {
  const state = useDocumentUploads()[field];
  if (!state) return null;
  return <TusFileStatus state={state} onRetry={() => retryDocument(field)} />;
}
