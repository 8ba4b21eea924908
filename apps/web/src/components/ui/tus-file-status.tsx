import { t } from '@toko/contracts/i18n/upload';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import type { TusFileState } from '@/lib/upload/use-tus-file';
import { UploadError } from './upload-error';

type Props = { state: TusFileState; onRetry: () => void };

/** One file's upload: "Mengunggah… 45%", "Menunggu jaringan…", "Terunggah", or the error with "Coba lagi". */
export function TusFileStatus({ state, onRetry }: Props) {
  const labelId = useId();
  if (state.status === 'error') return <UploadError error={state.error} onRetry={onRetry} />;
  if (state.status === 'done') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4 text-primary" />
        {t('upload.status.done')}
      </p>
    );
  }
  if (state.status === 'idle') return null;
  const percent = state.status === 'preparing' ? 0 : state.percent;
  const label =
    state.status === 'preparing'
      ? t('upload.progress.preparing')
      : state.status === 'offline'
        ? t('upload.status.offline')
        : state.restarted
          ? t('upload.status.restarted', { percent })
          : t('upload.status.uploading', { percent });
  return (
    <div className="grid gap-1.5">
      <span id={labelId} role="status" className="text-sm font-medium text-foreground">
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
