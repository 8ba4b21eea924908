import { t } from '@toko/contracts/i18n/layout';
import type { ComponentProps } from 'react';

/** A link that opens in a new tab, says so to screen readers, and shares no opener. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t('layout.newTab')}</span>
    </a>
  );
}
