import { INTERNAL_NOTE_MAX, internalNoteRequestSchema } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { fieldDescribedBy } from '@/lib/field-described-by';
import { useAddNote } from '../api/activity';
import type { ActivityRecord } from './activity-record';

const TEXTAREA =
  'min-h-20 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/** "Catatan internal" and "Simpan catatan": checked here with the server's own rule. */
export function NoteForm({ entity, id, version }: ActivityRecord) {
  const add = useAddNote(entity, id, version);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = `${entity}-internal-note`;
  const hint = t('admin.activity.note.hint');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = internalNoteRequestSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        toast.success(t('admin.activity.note.saved'));
      },
      onError: (failure) => {
        const fieldError = isApiError(failure) ? failure.fields.text : undefined;
        if (fieldError) return setError(fieldError);
        toast.error(t('admin.activity.note.failed'), {
          description: failure.message,
          error: failure,
        });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField id={fieldId} label={t('admin.activity.note.label')} hint={hint} error={error}>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={INTERNAL_NOTE_MAX}
          className={TEXTAREA}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(fieldId, { hint, error })}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={add.isPending}
      >
        {add.isPending ? t('admin.activity.note.saving') : t('admin.activity.note.save')}
      </Button>
    </form>
  );
}
