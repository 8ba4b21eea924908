import { formatCount } from '@toko/contracts';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type StatCardProps = {
  label: string;
  /** Undefined while loading or when the counts could not be loaded. */
  value: number | undefined;
  loading: boolean;
  to: string;
  icon: LucideIcon;
  tone: string;
};

export function StatCard({ label, value, loading, to, icon: Icon, tone }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-3 rounded-card border border-border bg-background p-4 shadow-card transition-colors hover:border-brand-300 xs:p-3 sm:p-5"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span
          className={`flex size-8 shrink-0 items-center sm:size-9 justify-center rounded-lg ${tone}`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </span>
      {loading ? (
        <span aria-hidden="true" className="h-9 w-16 animate-pulse rounded-md bg-muted" />
      ) : (
        <span className="text-3xl font-bold tracking-tight tabular-nums group-hover:text-primary">
          {value === undefined ? '–' : formatCount(value)}
        </span>
      )}
    </Link>
  );
}
