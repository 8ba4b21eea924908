import { t } from '@toko/contracts/i18n/layout';
import { NavLinkList } from './nav-link-list';

const LINK =
  'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground';

export function DesktopNav() {
  return (
    <nav aria-label={t('layout.nav.label')} className="hidden lg:block">
      <NavLinkList
        listClassName="flex items-center gap-1"
        linkClassName={LINK}
        inactiveClassName="text-muted-foreground"
      />
    </nav>
  );
}
