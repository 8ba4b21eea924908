import { t } from '@toko/contracts/i18n/layout';
import type { MouseEvent } from 'react';
import { ChatLink } from './chat-link';
import { NavLinkList } from './nav-link-list';

type MobileMenuProps = { id: string; open: boolean; onClose: () => void };

const LINK = 'block rounded-lg px-3 py-3 text-base font-medium transition-colors';

/** The navigation panel under the header on small screens; closes when a link is followed. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <div
      id={id}
      hidden={!open}
      onClick={closeOnLink}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-card lg:hidden"
    >
      <nav aria-label={t('layout.nav.label')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <NavLinkList
          listClassName="grid gap-1"
          linkClassName={LINK}
          inactiveClassName="text-foreground hover:bg-muted"
        />
        <div className="mt-3 border-t border-border pt-4 pb-2">
          <ChatLink className="h-11 w-full" />
        </div>
      </nav>
    </div>
  );
}
