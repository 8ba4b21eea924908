import {
  ACCOUNT_TYPE_LABELS,
  DOCUMENT_FIELDS,
  documentAuditField,
  formatLongDate,
  ORDER_STATE_LABELS,
  REGISTRATION_STATUS_LABELS,
  type RegistrationAudit,
} from '@toko/contracts';
import { messages, t, type MessageKey } from '@toko/contracts/i18n/admin';
import { ChevronDown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { documentLabel } from './document-labels';

const EMPTY = t('admin.registration.empty');
const VALUE_LABELS: Record<string, Record<string, string>> = {
  account_type: ACCOUNT_TYPE_LABELS,
  order_state: ORDER_STATE_LABELS,
  status: REGISTRATION_STATUS_LABELS,
};

function fieldLabel(field: string): string {
  const document = DOCUMENT_FIELDS.find((name) => documentAuditField(name) === field);
  if (document) return documentLabel(document);
  const key = `admin.registration.field.${field}`;
  return key in messages ? t(key as MessageKey) : field;
}

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const text = String(value);
  return VALUE_LABELS[field]?.[text] ?? text;
}

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
              <ul className="grid gap-1 text-sm">
                {Object.entries(audit.changes).map(([field, change]) => (
                  <li key={field} className="wrap-anywhere">
                    <span className="font-medium">{fieldLabel(field)}: </span>
                    <del className="text-muted-foreground">
                      <span className="sr-only">{t('admin.registration.history.old')}: </span>
                      {shown(field, change.old)}
                    </del>{' '}
                    <span aria-hidden>→</span>{' '}
                    <ins className="font-medium no-underline">
                      <span className="sr-only">{t('admin.registration.history.new')}: </span>
                      {shown(field, change.new)}
                    </ins>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}
