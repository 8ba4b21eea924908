import {
  CORRECTION_MESSAGE_MAX,
  CORRECTION_NOTE_MAX,
  CORRECTION_REASON_LABELS,
  CORRECTION_REASONS,
  DOCUMENT_FIELDS,
  type AdminRegistrationDetail,
  type CorrectionReason,
  type DocumentField,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useRequestCorrection } from '../api/request-correction';
import { documentLabel } from '@/lib/admin-document-labels';

type Choice = { reason: CorrectionReason; note: string };

type Props = {
  registration: AdminRegistrationDetail;
  /** The document whose "Minta ulang" opened the dialog: ticked from the start. */
  initialField: DocumentField;
  onClose: () => void;
};

/**
 * "Minta Dokumen Ulang": one or more stored documents, each with a reason, and an optional
 * message. The request names the registration's version the admin saw, so a request or a
 * correction that came in meanwhile is refused with a message rather than overwritten.
 */
export function CorrectionRequestDialog({ registration, initialField, onClose }: Props) {
  const request = useRequestCorrection(registration.id);
  const stored = DOCUMENT_FIELDS.filter((field) => registration.documents[field]);
  const [chosen, setChosen] = useState<Partial<Record<DocumentField, Choice>>>({
    [initialField]: { reason: 'blurry', note: '' },
  });
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function toggle(field: DocumentField, on: boolean) {
    setChosen((current) => {
      const next = { ...current };
      if (on) next[field] = { reason: 'blurry', note: '' };
      else delete next[field];
      return next;
    });
  }

  function update(field: DocumentField, change: Partial<Choice>) {
    setChosen((current) => ({ ...current, [field]: { ...current[field]!, ...change } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const documents = stored.flatMap((field) => {
      const choice = chosen[field];
      if (!choice) return [];
      return [
        choice.reason === 'other'
          ? { field, reason: choice.reason, note: choice.note.trim() }
          : { field, reason: choice.reason },
      ];
    });
    const found: Record<string, string> = {};
    if (documents.length === 0) found.documents = t('correction.documents.required');
    for (const document of documents) {
      if (document.reason === 'other' && !document.note) {
        found[`note-${document.field}`] = t('correction.reason.otherNoteRequired');
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      {
        documents,
        ...(message.trim() ? { message: message.trim() } : {}),
        expectedUpdatedAt: registration.updatedAt,
      },
      {
        onSuccess: () => {
          toast.success(t('correction.request.sent'));
          onClose();
        },
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t('correction.request.failed'), {
            error,
          }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title={t('correction.request.title')}
      closeLabel={t('admin.registration.documents.close')}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <p className="text-sm text-muted-foreground">{t('correction.request.description')}</p>
        <fieldset
          className="grid gap-3"
          aria-describedby={errors.documents ? 'correction-documents-error' : undefined}
        >
          <legend className="sr-only">{t('correction.request.title')}</legend>
          {stored.map((field) => {
            const choice = chosen[field];
            const noteError = errors[`note-${field}`];
            return (
              <div key={field} className="grid gap-2 rounded-lg border border-border p-3">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={Boolean(choice)}
                    onChange={(event) => toggle(field, event.target.checked)}
                  />
                  {documentLabel(field)}
                </label>
                {choice ? (
                  <>
                    <FormField
                      id={`correction-reason-${field}`}
                      label={t('correction.request.reasonFor', { document: documentLabel(field) })}
                    >
                      <Select
                        id={`correction-reason-${field}`}
                        value={choice.reason}
                        onChange={(event) =>
                          update(field, { reason: event.target.value as CorrectionReason })
                        }
                      >
                        {CORRECTION_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {CORRECTION_REASON_LABELS[reason]}
                          </option>
                        ))}
                      </Select>
                    </FormField>
                    {choice.reason === 'other' ? (
                      <FormField
                        id={`correction-note-${field}`}
                        label={t('correction.request.noteFor', { document: documentLabel(field) })}
                        error={noteError}
                      >
                        <Input
                          id={`correction-note-${field}`}
                          value={choice.note}
                          maxLength={CORRECTION_NOTE_MAX}
                          aria-invalid={noteError ? true : undefined}
                          aria-describedby={
                            noteError ? `correction-note-${field}-error` : undefined
                          }
                          onChange={(event) => update(field, { note: event.target.value })}
                        />
                      </FormField>
                    ) : null}
                  </>
                ) : null}
              </div>
            );
          })}
          {errors.documents ? (
            <p id="correction-documents-error" role="alert" className="text-sm text-destructive">
              {errors.documents}
            </p>
          ) : null}
        </fieldset>
        <FormField
          id="correction-message"
          label={t('correction.request.message')}
          hint={t('correction.request.messageHint')}
        >
          <textarea
            id="correction-message"
            rows={3}
            maxLength={CORRECTION_MESSAGE_MAX}
            aria-describedby="correction-message-hint"
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base sm:text-sm"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormField>
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={request.isPending}>
            {t('correction.request.cancel')}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {t('correction.request.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
