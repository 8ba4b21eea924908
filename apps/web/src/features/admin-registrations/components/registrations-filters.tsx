import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  registrationStatusSchema,
  type RegistrationStatus,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

const SEARCH_DELAY_MS = 300;

type Props = {
  q: string;
  status: RegistrationStatus | '';
  onSearch: (q: string) => void;
  onStatus: (status: RegistrationStatus | '') => void;
};

/** Search (applied after a short pause in typing) and the status filter. */
export function RegistrationsFilters({ q, status, onSearch, onStatus }: Props) {
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  // Back and forward change the URL: the box follows it (adjusted while rendering).
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="relative">
        <label htmlFor="registrations-search" className="sr-only">
          {t('admin.registrations.searchLabel')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
        />
        <Input
          id="registrations-search"
          type="search"
          className="pl-10"
          placeholder={t('admin.registrations.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="registrations-status" className="sr-only">
          {t('admin.registrations.statusLabel')}
        </label>
        <select
          id="registrations-status"
          value={status}
          onChange={(event) => {
            const parsed = registrationStatusSchema.safeParse(event.target.value);
            onStatus(parsed.success ? parsed.data : '');
          }}
          className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base sm:text-sm"
        >
          <option value="">{t('admin.registrations.allStatuses')}</option>
          {REGISTRATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REGISTRATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
