import { formatAdminDate, type AdminAuditEvent } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { LIST_CELL, WideTable } from '@/components/ui/list-table';

const COLUMNS = [
  t('admin.auditLog.column.at'),
  t('admin.auditLog.column.author'),
  t('admin.auditLog.column.text'),
  t('admin.auditLog.column.entity'),
];

const authorOf = (event: AdminAuditEvent) => event.author ?? t('admin.auditLog.bySystem');
const entityOf = (event: AdminAuditEvent) =>
  event.entityId ? `${event.entityType} ${event.entityId}` : event.entityType;

/** On a phone each event is a card; from `lg` a table. */
export function AuditLogTable({ events }: { events: AdminAuditEvent[] }) {
  return (
    <>
      <ul className="grid gap-3 lg:hidden" aria-label={t('admin.auditLog.title')}>
        {events.map((event) => (
          <li
            key={event.id}
            className="grid gap-1 rounded-card border border-border bg-background p-4 text-sm"
          >
            <span className="font-medium">{event.text}</span>
            <span className="break-all">{authorOf(event)}</span>
            <span className="text-xs text-muted-foreground">{formatAdminDate(event.at)}</span>
            <span className="font-mono text-xs break-all text-muted-foreground">
              {entityOf(event)}
            </span>
          </li>
        ))}
      </ul>
      <WideTable
        label={t('admin.auditLog.title')}
        columns={COLUMNS}
        className="w-full min-w-[48rem] text-sm"
      >
        {events.map((event) => (
          <tr key={event.id} className="border-b border-border last:border-b-0">
            <td className={`${LIST_CELL} whitespace-nowrap`}>{formatAdminDate(event.at)}</td>
            <td className={`${LIST_CELL} break-all`}>{authorOf(event)}</td>
            <td className={LIST_CELL}>{event.text}</td>
            <td className={`${LIST_CELL} font-mono text-xs break-all text-muted-foreground`}>
              {entityOf(event)}
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
