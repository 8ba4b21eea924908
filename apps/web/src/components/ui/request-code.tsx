import { t } from '@toko/contracts/i18n/common';

/**
 * The request id an error carries (`ApiError.requestId`, from the answer's `X-Request-Id`). Read
 * by its shape, not `instanceof`, so that showing it does not load the API client.
 */
export function requestIdOf(error: unknown): string | undefined {
  const id = (error as { requestId?: unknown } | null | undefined)?.requestId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * "Kode: …" under an error the server answered: a buyer who writes to the shop quotes it, and
 * the shop finds the request in its logs. Nothing for an error without one (no answer at all).
 * `className` replaces the muted colour (no `cn`: the error screen is in every page's first load,
 * and tailwind-merge is not).
 */
export function RequestCode({
  error,
  className = 'text-muted-foreground',
}: {
  error: unknown;
  className?: string;
}) {
  const id = requestIdOf(error);
  if (!id) return null;
  return (
    <span className={`block text-xs select-all ${className}`}>
      {t('common.requestCode', { id })}
    </span>
  );
}
