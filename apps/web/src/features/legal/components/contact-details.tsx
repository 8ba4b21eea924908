import { t, type MessageKey } from '@toko/contracts/i18n/public';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { siteConfig } from '@/content/site-config';

type Detail = { label: MessageKey; icon: LucideIcon; value: ReactNode };

const LINK = 'font-semibold text-primary underline-offset-4 hover:underline break-words';

const DETAILS: readonly Detail[] = [
  {
    label: 'marketing.contact.phone',
    icon: Phone,
    value: (
      <a href={`tel:+${siteConfig.chatNumber}`} className={LINK}>
        {siteConfig.phoneDisplay}
      </a>
    ),
  },
  {
    label: 'marketing.contact.email',
    icon: Mail,
    value: (
      <a href={`mailto:${siteConfig.email}`} className={LINK}>
        {siteConfig.email}
      </a>
    ),
  },
  { label: 'marketing.contact.address', icon: MapPin, value: siteConfig.officeAddress },
  { label: 'marketing.contact.hours', icon: Clock, value: siteConfig.businessHours },
];

export function ContactDetails() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {DETAILS.map(({ label, icon: Icon, value }) => (
        <li
          key={label}
          className="flex gap-4 rounded-card border border-border bg-background p-5 shadow-card"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50">
            <Icon aria-hidden="true" className="size-5 text-primary" />
          </span>
          <div>
            <p className="text-sm text-muted-foreground">{t(label)}</p>
            <p className="mt-1">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
