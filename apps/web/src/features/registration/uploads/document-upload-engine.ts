import { REGISTRATION_FILE_FIELDS, type RegistrationFileField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { toast } from '@/components/ui/toast';
import { createResumableUploads } from '@/lib/upload/resumable-uploads';
import { createUploadRecords } from '@/lib/upload/upload-records';
import { draftFiles } from '../draft/draft-files';

/** The sign-up's documents, resumable across reloads until the sign-up is sent. */
export const documents = createResumableUploads<RegistrationFileField>({
  draft: { kind: 'registration' },
  records: createUploadRecords('registration-uploads', REGISTRATION_FILE_FIELDS),
  files: draftFiles,
  onUploaded: (field) => {
    // The spec's 'File berhasil diunggah', now when it is true; a signature is drawn, not chosen.
    if (field !== 'signature') toast.success(t('registration.file.uploaded'));
  },
});
