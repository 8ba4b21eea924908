import { ADMIN_PAGE_PATHS, roleMay, type StaffRole } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { NavLink } from 'react-router';

const LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: ADMIN_PAGE_PATHS.dashboard, label: 'admin.nav.dashboard' },
  { to: ADMIN_PAGE_PATHS.orders, label: 'admin.nav.orders' },
  { to: ADMIN_PAGE_PATHS.registrations, label: 'admin.nav.registrations' },
  { to: ADMIN_PAGE_PATHS.notifications, label: 'admin.nav.notifications' },
];

/** Only for a role that may manage the staff; the server refuses the others anyway. */
const STAFF_LINK = { to: ADMIN_PAGE_PATHS.staff, label: 'admin.nav.staff' } as const;

type AdminNavProps = { className?: string; role: StaffRole | null };

export function AdminNav({ className = '', role }: AdminNavProps) {
  const links = role && roleMay(role, 'staff.manage') ? [...LINKS, STAFF_LINK] : LINKS;
  return (
    <nav aria-label={t('admin.nav.label')} className={className}>
      <ul className="flex gap-1">
        {links.map((link) => (
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
