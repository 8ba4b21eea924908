import { ADMIN_PAGE_PATHS, type Permission } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { NavLink } from 'react-router';
import { useMay } from '@/lib/staff-role';

/** Each entry with the permission its page reads (the dashboard: every role reads something). */
const LINKS: readonly { to: string; label: MessageKey; needs?: Permission }[] = [
  { to: ADMIN_PAGE_PATHS.dashboard, label: 'admin.nav.dashboard' },
  { to: ADMIN_PAGE_PATHS.orders, label: 'admin.nav.orders', needs: 'orders.read' },
  {
    to: ADMIN_PAGE_PATHS.registrations,
    label: 'admin.nav.registrations',
    needs: 'registrations.read',
  },
  {
    to: ADMIN_PAGE_PATHS.notifications,
    label: 'admin.nav.notifications',
    needs: 'notifications.manage',
  },
  { to: ADMIN_PAGE_PATHS.staff, label: 'admin.nav.staff', needs: 'staff.manage' },
  { to: ADMIN_PAGE_PATHS.auditLog, label: 'admin.nav.auditLog', needs: 'audit.read' },
];

function NavEntry({ to, label }: { to: string; label: MessageKey }) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          `inline-flex h-11 items-center md:h-9 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors ${
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground'
          }`
        }
      >
        {t(label)}
      </NavLink>
    </li>
  );
}

/** An entry the role may open; `needs` absent: every staff member. */
function AllowedEntry({ needs, ...entry }: (typeof LINKS)[number]) {
  const may = useMay(needs ?? 'orders.read');
  return needs && !may ? null : <NavEntry {...entry} />;
}

export function AdminNav({ className = '' }: { className?: string }) {
  return (
    <nav aria-label={t('admin.nav.label')} className={className}>
      <ul className="flex gap-1">
        {LINKS.map((link) => (
          <AllowedEntry key={link.to} {...link} />
        ))}
      </ul>
    </nav>
  );
}
