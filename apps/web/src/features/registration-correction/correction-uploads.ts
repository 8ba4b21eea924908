import { DOCUMENT_FIELDS, type DocumentField } from '@toko/contracts';
import { createFileStore } from '@/lib/file-store';
import { createResumableUploads } from '@/lib/upload/resumable-uploads';
import { createUploadRecords } from '@/lib/upload/upload-records';

function createCorrectionUploads(correctionId: string, token: string) {
  const files = createFileStore<DocumentField>(`toko-correction-${correctionId}`);
  const uploads = createResumableUploads<DocumentField>({
    draft: { kind: 'correction', token },
    records: createUploadRecords(`correction-uploads-${correctionId}`, DOCUMENT_FIELDS),
    files,
  });
  return { files, uploads };
}

const byCorrection = new Map<string, ReturnType<typeof createCorrectionUploads>>();

/**
 * One correction's files, with the sign-up's resumable uploads and shrinking: kept per request
 * (its id is the token's first part), so a reload continues them and a newer link starts clean.
 */
export function correctionUploads(token: string) {
  const correctionId = token.slice(0, token.indexOf('.'));
  let found = byCorrection.get(correctionId);
  if (!found) {
    found = createCorrectionUploads(correctionId, token);
    byCorrection.set(correctionId, found);
  }
  return found;
}

export type CorrectionUploads = ReturnType<typeof correctionUploads>;
