import { t } from '@toko/contracts/i18n/layout';

/** First focusable element: jumps keyboard users past the navigation to `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
