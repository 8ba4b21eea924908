import { ADMIN_PAGE_PATHS, type AdminStats } from '@toko/contracts';
import { t, type MessageKey } from '@toko/contracts/i18n/admin';
import { Clock, ShoppingBag, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { StatCard } from './stat-card';

type StatDefinition = {
  key: keyof AdminStats;
  label: MessageKey;
  to: string;
  icon: LucideIcon;
  tone: string;
};

const STATS: readonly StatDefinition[] = [
  {
    key: 'totalOrders',
    label: 'admin.dashboard.totalOrders',
    to: ADMIN_PAGE_PATHS.orders,
    icon: ShoppingBag,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    key: 'pendingOrders',
    label: 'admin.dashboard.pendingOrders',
    to: `${ADMIN_PAGE_PATHS.orders}?status=pending`,
    icon: Clock,
    tone: 'bg-accent-100 text-accent-600',
  },
  {
    key: 'totalRegistrations',
    label: 'admin.dashboard.totalRegistrations',
    to: ADMIN_PAGE_PATHS.registrations,
    icon: Users,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    key: 'newRegistrations',
    label: 'admin.dashboard.newRegistrations',
    to: `${ADMIN_PAGE_PATHS.registrations}?status=new`,
    icon: UserPlus,
    tone: 'bg-accent-100 text-accent-600',
  },
];

/** The four counts, each linking to its (filtered) list (docs/product.md, "Admin dashboard"). */
type StatCardsProps = { stats: AdminStats | undefined; loading: boolean };

export function StatCards({ stats, loading }: StatCardsProps) {
  return (
    // Two cards side by side need 360 px: 'Pendaftaran' is the longest word a card must hold.
    <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <li key={stat.key} className="grid">
          <StatCard
            label={t(stat.label)}
            value={stats?.[stat.key]}
            loading={loading}
            to={stat.to}
            icon={stat.icon}
            tone={stat.tone}
          />
        </li>
      ))}
    </ul>
  );
}
