import { t } from '@toko/contracts/i18n/admin';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RequestCode } from '@/components/ui/request-code';

type StatsErrorProps = { message: string; error: unknown; onRetry: () => void; retrying: boolean };

export function StatsError({ message, error, onRetry, retrying }: StatsErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-card border border-destructive/30 bg-destructive/5 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <p className="flex items-start gap-2 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>
          <span className="block font-semibold">{t('admin.dashboard.statsFailed')}</span>
          <span className="text-muted-foreground">{message}</span>
          <RequestCode error={error} />
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('admin.retry')}
      </Button>
    </div>
  );
}
