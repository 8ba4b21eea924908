import type { RegistrationFileField } from '@toko/contracts';
import { createFileStore, type StoredFiles } from '@/lib/file-store';

export type DraftFiles = StoredFiles<RegistrationFileField>;

/** The sign-up's chosen files and signature: a reload or a trip back from step 2 loses nothing. */
export const draftFiles = createFileStore<RegistrationFileField>('toko-registration');

/** Which of step 1's required files are there, as the step-1 rules read them. */
export function step1Attachments(files: DraftFiles) {
  return {
    ktp: Boolean(files.ktp),
    kk: Boolean(files.kk),
    selfieKtp: Boolean(files.selfieKtp),
    signature: Boolean(files.signature),
  };
}
