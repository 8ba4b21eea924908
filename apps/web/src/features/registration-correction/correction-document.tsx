import { CORRECTION_REASON_LABELS, DOCUMENT_LABELS, type CorrectionView } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { FilePicker } from '@/components/ui/file-picker';
import { toast } from '@/components/ui/toast';
import { TusFileStatus } from '@/components/ui/tus-file-status';
import type { TusFileState } from '@/lib/upload/use-tus-file';
import { correctionCamera, correctionRules } from './correction-rules';

type Props = {
  document: CorrectionView['documents'][number];
  file: File | undefined;
  state: TusFileState | undefined;
  error: string | undefined;
  onChange: (file: File | null) => void;
  onRetry: () => void;
};

/** One requested document: its name, why it is asked again, and its upload slot. */
export function CorrectionDocument({ document, file, state, error, onChange, onRetry }: Props) {
  const { field, reason, note } = document;
  const reasonText = note
    ? `${CORRECTION_REASON_LABELS[reason]}: ${note}`
    : CORRECTION_REASON_LABELS[reason];
  return (
    <section aria-labelledby={`correction-${field}-title`} className="grid gap-2">
      <h2 id={`correction-${field}-title`} className="text-lg font-semibold">
        {DOCUMENT_LABELS[field]}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('correction.page.reason', { reason: reasonText })}
      </p>
      <FilePicker
        id={`correction-${field}`}
        label={DOCUMENT_LABELS[field]}
        rules={correctionRules(field)}
        value={file}
        camera={correctionCamera(field)}
        error={error}
        onChange={onChange}
        onRejected={(message) => toast.error(message)}
      />
      {state ? <TusFileStatus state={state} onRetry={onRetry} /> : null}
    </section>
  );
}
