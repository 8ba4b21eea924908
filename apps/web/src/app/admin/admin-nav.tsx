import { ADMIN_PAGE_PATHS } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { NavLink } from 'react-router';

const LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: ADMIN_PAGE_PATHS.dashboard, label: 'admin.nav.dashboard' },
  { to: ADMIN_PAGE_PATHS.orders, label: 'admin.nav.orders' },
  { to: ADMIN_PAGE_PATHS.registrations, label: 'admin.nav.registrations' },
  { to: ADMIN_PAGE_PATHS.notifications, label: 'admin.nav.notifications' },
];

export function AdminNav({ className = '' }: { className?: string }) {
  return (
    <nav aria-label={t('admin.nav.label')} className={className}>
      <ul className="flex gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-flex h-11 items-center md:h-9 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                  isActive
                    ? 'bg-secondary text-secondary-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground'
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
