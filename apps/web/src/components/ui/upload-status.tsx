import { t } from '@toko/contracts/i18n/upload';
import type { UploadState } from '@/lib/upload/use-multipart-submit';
import { Button } from './button';
import { UploadError } from './upload-error';
import { UploadProgress } from './upload-progress';

type UploadStatusProps = {
  state: UploadState<unknown>;
  onRetry: () => void;
  /** Shows a cancel button while uploading. */
  onCancel?: () => void;
};

/** The state of a `useMultipartSubmit()` submission: progress, or the error with "Coba lagi". */
export function UploadStatus({ state, onRetry, onCancel }: UploadStatusProps) {
  if (state.status === 'preparing') {
    return <UploadProgress label={t('upload.progress.preparing')} />;
  }
  if (state.status === 'uploading') {
    const label =
      state.progress === 100 ? t('upload.progress.processing') : t('upload.progress.uploading');
    return (
      <div className="grid gap-2">
        <UploadProgress value={state.progress} label={label} />
        {onCancel ? (
          <Button variant="ghost" size="sm" className="justify-self-end" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.status === 'error') return <UploadError error={state.error} onRetry={onRetry} />;
  return null;
}
