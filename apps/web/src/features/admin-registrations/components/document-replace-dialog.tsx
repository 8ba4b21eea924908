import {
  ADMIN_REPLACEMENT_EXTENSIONS,
  ADMIN_REPLACEMENT_MIME_TYPES,
  adminRegistrationDetailSchema,
  type DocumentField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { toast } from '@/components/ui/toast';
import { UploadStatus } from '@/components/ui/upload-status';
import type { UploadRules } from '@/lib/upload/file-rules';
import { useMultipartSubmit } from '@/lib/upload/use-multipart-submit';
import { documentPath } from '../api/document-url';
import { storeRegistration } from '../api/update-registration';

const replaceRules: UploadRules = {
  mimeTypes: ADMIN_REPLACEMENT_MIME_TYPES,
  extensions: ADMIN_REPLACEMENT_EXTENSIONS,
  messages: {
    type: t('admin.registration.documents.type'),
    size: t('admin.registration.documents.size'),
  },
};

type Props = {
  registrationId: string;
  field: DocumentField;
  title: string;
  onClose: () => void;
};

/** Upload or replace one document (JPG, PNG, WEBP, PDF up to 10 MB; the server checks the bytes). */
export function DocumentReplaceDialog({ registrationId, field, title, onClose }: Props) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const upload = useMultipartSubmit({
    parse: adminRegistrationDetailSchema.parse,
    onSuccess: (registration) => {
      storeRegistration(queryClient, registration);
      toast.success(t('admin.registration.documents.replaced'));
      onClose();
    },
    onError: (apiError) =>
      toast.error(apiError.message || t('admin.registration.documents.replaceFailed')),
  });
  const busy = upload.state.status === 'preparing' || upload.state.status === 'uploading';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('admin.registration.documents.required'));
      return;
    }
    void upload.submit({
      url: documentPath(registrationId, field),
      method: 'PUT',
      files: { file },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      closeLabel={t('admin.registration.documents.close')}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FilePicker
          id={`document-${field}`}
          label={t('admin.registration.documents.fileLabel')}
          rules={replaceRules}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          onRejected={(message) => toast.error(message)}
          error={error}
          disabled={busy}
        />
        <UploadStatus state={upload.state} onRetry={() => void upload.retry()} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('admin.registration.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('admin.registration.documents.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
