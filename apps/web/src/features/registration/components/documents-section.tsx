import {
  PROOF_EXTENSIONS,
  REGISTRATION_DOCUMENT_MIME_TYPES,
  type RegistrationFileField,
} from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/registration';
import { FilePicker } from '@/components/ui/file-picker';
import { toast } from '@/components/ui/toast';
import type { UploadRules } from '@/lib/upload/file-rules';
import type { DraftFiles } from '../draft/draft-files';
import { DocumentUploadStatus } from '../uploads/document-upload-status';
import { FormSection } from './form-section';

export const DOCUMENT_RULES: UploadRules = {
  mimeTypes: REGISTRATION_DOCUMENT_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: { type: t('registration.file.type'), size: t('registration.file.size') },
};

const DOCUMENTS: readonly {
  field: RegistrationFileField;
  label: MessageKey;
  required: boolean;
  camera: 'environment' | 'user';
}[] = [
  { field: 'ktp', label: 'registration.field.ktp', required: true, camera: 'environment' },
  { field: 'kk', label: 'registration.field.kk', required: true, camera: 'environment' },
  { field: 'selfieKtp', label: 'registration.field.selfieKtp', required: true, camera: 'user' },
  { field: 'npwp', label: 'registration.field.npwp', required: false, camera: 'environment' },
  {
    field: 'bankCert',
    label: 'registration.field.bankCert',
    required: false,
    camera: 'environment',
  },
];

type Props = {
  files: DraftFiles;
  onChange: (field: RegistrationFileField, file: File | null) => void;
  /** 'Foto KTP, KK, dan Selfie dengan KTP wajib diunggah': shown on each missing required one. */
  missingError?: string;
};

/** The ID documents: KTP, KK and the selfie required, NPWP and the bank proof optional. */
export function DocumentsSection({ files, onChange, missingError }: Props) {
  return (
    <FormSection id="registration-documents-title" title={t('registration.section.documents')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {DOCUMENTS.map((document) => (
          <div key={document.field} className="grid gap-2">
            <FilePicker
              id={`registration-${document.field}`}
              label={t(document.label)}
              rules={DOCUMENT_RULES}
              value={files[document.field]}
              camera={document.camera}
              error={document.required && !files[document.field] ? missingError : undefined}
              onChange={(file) => {
                onChange(document.field, file);
              }}
              onRejected={(message) => toast.error(message)}
            />
            <DocumentUploadStatus field={document.field} />
          </div>
        ))}
      </div>
    </FormSection>
  );
}
