import { t } from '@toko/contracts/i18n/upload';
import { CheckCircle2, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { isRetryable } from '@/lib/upload/is-retryable';
import type { TusFileState } from '@/lib/upload/use-tus-file';
import { Button } from './button';

type Props = { state: TusFileState; onRetry: () => void };

/** One file's upload: "Mengunggah… 45%", "Menunggu jaringan…", "Terunggah", or the error with "Coba lagi". */
export function TusFileStatus({ state, onRetry }: Props) {
  const labelId = useId();
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
      >
        <p>{state.error.message}</p>
        {isRetryable(state.error) ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('upload.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
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
