import { t } from '@toko/contracts';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';

const LINK =
  'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground';

export function DesktopNav() {
  return (
    <nav aria-label={t('layout.nav.label')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                `${LINK} ${isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground'}`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
