import { BACKUP_STALE_HOURS, formatAdminDate, type AdminBackupStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useBackupStatus } from '../api/get-dashboard-activity';
import { formatBytes } from './format-bytes';
import { RequestCode } from '@/components/ui/request-code';

function BackupWarning({ warning }: { warning: NonNullable<AdminBackupStatus['warning']> }) {
  const [title, hint] =
    warning === 'not_configured'
      ? [t('admin.dashboard.backup.notConfigured'), t('admin.dashboard.backup.notConfiguredHint')]
      : [
          t('admin.dashboard.backup.stale', { hours: BACKUP_STALE_HOURS }),
          t('admin.dashboard.backup.staleHint'),
        ];
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="block font-semibold">{title}</span>
        <span>{hint}</span>
      </span>
    </div>
  );
}

function LastBackup({ last }: { last: AdminBackupStatus['last'] }) {
  if (!last)
    return <p className="text-sm text-muted-foreground">{t('admin.dashboard.backup.none')}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('admin.dashboard.backup.last')}</dt>
      <dd>
        {formatAdminDate(last.at)}{' '}
        <span
          className={
            last.status === 'ok' ? 'font-medium text-emerald-700' : 'font-medium text-destructive'
          }
        >
          {last.status === 'ok'
            ? t('admin.dashboard.backup.ok')
            : t('admin.dashboard.backup.failed')}
        </span>
      </dd>
      {last.sizeBytes === null ? null : (
        <>
          <dt className="text-muted-foreground">{t('admin.dashboard.backup.size')}</dt>
          <dd className="tabular-nums">{formatBytes(last.sizeBytes)}</dd>
        </>
      )}
    </dl>
  );
}

/** The last backup (time, size, ok or failed) and a warning when backups need attention. */
export function BackupStatusCard() {
  const backup = useBackupStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.dashboard.backup.title')}</CardTitle>
        <CardDescription>{t('admin.dashboard.backup.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3" aria-busy={backup.isPending}>
        {backup.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.dashboard.backup.loadFailed')}: {backup.error.message}
            <RequestCode error={backup.error} />
          </p>
        ) : null}
        {backup.data?.warning ? <BackupWarning warning={backup.data.warning} /> : null}
        {backup.data ? <LastBackup last={backup.data.last} /> : null}
      </CardContent>
    </Card>
  );
}
