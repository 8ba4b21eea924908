import { t } from '@toko/contracts/i18n/upload';
import { RotateCw } from 'lucide-react';
import type { ApiError } from '@/lib/api-client';
import { isRetryable } from '@/lib/upload/is-retryable';
import { Button } from './button';
import { RequestCode } from './request-code';

/** A failed upload's message, with "Coba lagi" when trying again can help. */
export function UploadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <p>
        {error.message}
        <RequestCode error={error} className="text-destructive/80" />
      </p>
      {isRetryable(error) ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('upload.retry')}
        </Button>
      ) : null}
    </div>
  );
}
