import { t } from '@toko/contracts/i18n/admin';
import { fieldLabel, shown } from '@/lib/admin-change-labels';

/** Each recorded change of an edit: the field, its old value struck out, then the new one. */
export function ChangeList({
  changes,
}: {
  changes: Record<string, { old?: unknown; new?: unknown }>;
}) {
  return (
    <ul className="grid gap-1 text-sm">
      {Object.entries(changes).map(([field, change]) => (
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
  );
}
