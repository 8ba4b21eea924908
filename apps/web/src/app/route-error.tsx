import { t } from '@toko/contracts/i18n/layout';
import { RotateCw } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-variants';
import { RequestCode } from '@/components/ui/request-code';

/**
 * Last resort when a screen fails to load or render (e.g. a new deploy replaced its chunk); with
 * the "Kode: …" of the answer behind it when a failed API call brought it down.
 */
export function RouteError({ error }: { error?: unknown }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('layout.errorTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('common.genericError')}</p>
      <RequestCode error={error} className="mt-2 text-muted-foreground" />
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClass({ className: 'mt-8' })}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {t('layout.errorReload')}
      </button>
    </main>
  );
}
