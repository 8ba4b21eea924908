import {
  ADMIN_REPLACEMENT_EXTENSIONS,
  ADMIN_REPLACEMENT_MIME_TYPES,
  type DocumentField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { toast } from '@/components/ui/toast';
import { TusFileStatus } from '@/components/ui/tus-file-status';
import { isApiError } from '@/lib/api-client';
import type { UploadRules } from '@/lib/upload/file-rules';
import { createIdempotencyKey } from '@/lib/upload/idempotency-key';
import { useAfterPicks } from '@/lib/upload/pick-preparations';
import { createDraftTokenSource } from '@/lib/upload/upload-draft';
import { useTusFile, type TusFileState } from '@/lib/upload/use-tus-file';
import { waitingForUploadsLabel } from '@/lib/upload/waiting-label';
import { replaceDocument } from '../api/replace-document';
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

function isGoingUp(state: TusFileState): boolean {
  return state.status === 'preparing' || state.status === 'uploading' || state.status === 'offline';
}

/**
 * Upload or replace one document (JPG, PNG, WEBP, PDF up to 10 MB; the server checks the bytes).
 * The file goes up through `/api/uploads` the moment it is chosen; the save only names it.
 */
export function DocumentReplaceDialog({ registrationId, field, title, onClose }: Props) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [draftToken] = useState(() =>
    createDraftTokenSource({ kind: 'admin-replacement', registrationId }),
  );
  const [saving, setSaving] = useState(false);
  // A tap on save while the file is still going up: the save leaves once it is up.
  const [waiting, setWaiting] = useState(false);
  const saveOnUpload = useRef<(uploadId: string) => void>(undefined);
  // One key per upload: saving the same upload again is the same save.
  const keys = useRef(new Map<string, string>());
  const upload = useTusFile(field, draftToken, (settled) => {
    const save = saveOnUpload.current;
    saveOnUpload.current = undefined;
    setWaiting(false);
    if (save && settled.status === 'done') save(settled.uploadId);
  });
  const state = upload.state;
  const busy = saving || waiting;

  async function save(uploadId: string) {
    setSaving(true);
    try {
      let key = keys.current.get(uploadId);
      if (!key) keys.current.set(uploadId, (key = createIdempotencyKey()));
      const uploadDraft = await draftToken();
      const registration = await replaceDocument(
        registrationId,
        field,
        { uploadDraft, upload: uploadId },
        key,
      );
      storeRegistration(queryClient, registration);
      toast.success(t('admin.registration.documents.replaced'));
      onClose();
    } catch (failure) {
      const message = isApiError(failure)
        ? (failure.fields?.[field] ?? failure.message)
        : undefined;
      toast.error(message || t('admin.registration.documents.replaceFailed'), { error: failure });
    } finally {
      setSaving(false);
    }
  }

  // A tap while the picked photo is still being prepared goes on once it is the dialog's file.
  const saveAfterPicks = useAfterPicks(saveWhenUp);

  function submit(event: FormEvent) {
    event.preventDefault();
    saveAfterPicks.run();
  }

  function saveWhenUp() {
    if (busy) return;
    if (!file) {
      setError(t('admin.registration.documents.required'));
      return;
    }
    // As it is now, not as last rendered: it may have finished since, and then nothing would
    // call the save this waits for.
    const now = upload.latest();
    if (isGoingUp(now)) {
      saveOnUpload.current = (uploadId) => void save(uploadId);
      setWaiting(true);
      return;
    }
    if (now.status === 'done') void save(now.uploadId);
    else upload.retry();
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
            if (chosen) void upload.start(chosen);
            else upload.clear();
          }}
          onRejected={(message) => toast.error(message)}
          error={error}
          disabled={busy}
        />
        <TusFileStatus state={state} onRetry={upload.retry} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('admin.registration.form.cancel')}
          </Button>
          <Button type="submit" disabled={busy || saveAfterPicks.waiting}>
            {saveAfterPicks.waiting
              ? uploadText('upload.status.preparingPhotos')
              : waiting
                ? waitingForUploadsLabel([{ state, size: file?.size ?? 0 }])
                : t('admin.registration.documents.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
