import { formatAdminDate, type ActivityEntity, type ActivityEntry } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RequestCode } from '@/components/ui/request-code';
import { Spinner } from '@/components/ui/spinner';
import { ChangeList } from '@/components/ui/change-list';
import { useMay } from '@/lib/staff-role';
import { useActivity } from '../api/activity';
import { activityAuthor, activityText } from './activity-text';
import type { ActivityRecord } from './activity-record';
import { NoteForm } from './note-form';

function EntryBody({ entity, entry }: { entity: ActivityEntity; entry: ActivityEntry }) {
  if (entry.type !== 'audit') return null;
  if (entry.note !== undefined) {
    return <p className="text-sm whitespace-pre-wrap wrap-anywhere">{entry.note}</p>;
  }
  // A status change says it in its sentence; an edit lists what changed.
  if (entity === 'registration' && entry.action === 'registration.edit' && entry.changes) {
    return <ChangeList changes={entry.changes} />;
  }
  return null;
}

/**
 * "Aktivitas": who did what to this order or registration, newest first, with the internal
 * note form on top. Admins only: the server sends it to admins, and only admin pages show it.
 */
export function ActivityCard({ entity, id, version }: ActivityRecord) {
  const activity = useActivity(entity, id, version);
  const mayWriteNotes = useMay('notes.write');
  const headingId = `${entity}-activity-title`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('admin.activity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {mayWriteNotes ? <NoteForm entity={entity} id={id} version={version} /> : null}
        {activity.isPending ? <Spinner label={t('common.loadingData')} /> : null}
        {activity.isError ? (
          <div role="alert" className="text-sm text-destructive">
            <p>{t('admin.activity.loadFailed')}</p>
            <RequestCode error={activity.error} />
          </div>
        ) : null}
        {activity.data ? (
          <ol aria-label={t('admin.activity.listLabel')} className="grid gap-3">
            {activity.data.map((entry) => (
              <li
                key={`${entry.type}-${entry.id}`}
                className="grid gap-1 border-t border-border pt-3"
                data-testid="activity-entry"
              >
                <p className="text-sm font-medium wrap-anywhere">{activityText(entity, entry)}</p>
                <EntryBody entity={entity} entry={entry} />
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at}>{formatAdminDate(entry.at)}</time> ·{' '}
                  {activityAuthor(entity, entry)}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </CardContent>
    </Card>
  );
}
