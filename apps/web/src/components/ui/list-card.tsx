import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ListCardProps = {
  to: string;
  name: string;
  /** The record's number or code, named by the link with the name. */
  code: string;
  date: string;
  status: ReactNode;
  /** The list's own fact: an order's total, a registration's location. */
  children: ReactNode;
};

/**
 * An admin list's row on a phone: a card whose name links to the record and covers the card
 * (tapping anywhere opens it; the keyboard and screen readers reach one link per record).
 */
export function ListCard({ to, name, code, date, status, children }: ListCardProps) {
  return (
    <li className="relative grid gap-2 rounded-card border border-border bg-background p-4 shadow-card outline-offset-2 outline-ring hover:bg-muted/40 has-[a:focus-visible]:outline-2">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={to}
          className="min-w-0 wrap-anywhere after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
        >
          <span className="block font-medium">{name}</span>
          <span className="block font-mono text-xs text-muted-foreground">{code}</span>
        </Link>
        {status}
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span className="text-muted-foreground">{date}</span>
        {children}
      </div>
    </li>
  );
}
