import { formatLongDate, type RegistrationAudit } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ChevronDown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ChangeList } from '@/components/ui/change-list';

/** 'Riwayat Perubahan': collapsible, newest first, old value struck out then the new one. */
export function RegistrationHistory({ audits }: { audits: RegistrationAudit[] }) {
  if (audits.length === 0) return null;
  return (
    <Card>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
          <h2 className="text-base font-semibold">{t('admin.registration.history')}</h2>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            {t('admin.registration.history.count', { count: audits.length })}
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </span>
        </summary>
        <ol className="grid gap-4 px-5 pb-5 sm:px-6 sm:pb-6">
          {audits.map((audit) => (
            <li key={audit.id} className="grid gap-2 border-t border-border pt-3">
              <p className="text-sm text-muted-foreground">
                <time dateTime={audit.createdAt}>{formatLongDate(audit.createdAt)}</time>
                {audit.adminEmail
                  ? ` · ${t('admin.registration.history.by', { email: audit.adminEmail })}`
                  : null}
              </p>
              <ChangeList changes={audit.changes} />
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}
