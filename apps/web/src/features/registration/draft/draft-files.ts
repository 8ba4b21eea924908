import type { RegistrationFileField } from '@toko/contracts';
import { createFileStore, type StoredFiles } from '@/lib/file-store';

export type DraftFiles = StoredFiles<RegistrationFileField>;

/** The sign-up's chosen files and signature: a reload or a trip back from step 2 loses nothing. */
export const draftFiles = createFileStore<RegistrationFileField>('toko-registration');
