import { toIndonesianE164 } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type ListCardProps = {
  to: string;
  name: string;
  /** The record's number or code, named by the link with the name. */
  code: string;
  date: string;
  status: ReactNode;
  /** The record's checkbox. */
  select: ReactNode;
  selected: boolean;
  phone: string;
  email: string;
  /** The list's own facts: an order's total and payment method, a registration's location. */
  children: ReactNode;
};

/**
 * An admin list's row on a phone: a card whose name links to the record and covers the card
 * (tapping anywhere opens it; the keyboard and screen readers reach one link per record). The
 * checkbox and the phone number sit above that link: the number calls the buyer in one tap.
 */
export function ListCard({
  to,
  name,
  code,
  date,
  status,
  select,
  selected,
  phone,
  email,
  children,
}: ListCardProps) {
  return (
    <li
      className={cn(
        'relative grid gap-2 rounded-card border border-border bg-background p-4 shadow-card outline-offset-2 outline-ring hover:bg-muted/40 has-[a:focus-visible]:outline-2',
        selected && 'border-brand-300 bg-brand-50',
      )}
    >
      <div className="flex items-start gap-3">
        {select}
        <Link
          to={to}
          className="min-w-0 flex-1 wrap-anywhere after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
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
      <div className="grid text-sm">
        <a
          href={`tel:${toIndonesianE164(phone) ?? phone}`}
          aria-label={t('admin.list.call', { phone })}
          className="relative z-10 inline-flex min-h-11 items-center gap-2 justify-self-start font-medium text-primary underline-offset-2 hover:underline"
        >
          <Phone aria-hidden className="size-4" />
          {phone}
        </a>
        <span className="break-all text-muted-foreground">{email}</span>
      </div>
    </li>
  );
}
