import { t } from '@toko/contracts/i18n/admin';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDailyStats } from '../api/get-dashboard-activity';
import { DailyTable } from './daily-table';
import { RequestCode } from '@/components/ui/request-code';

// chart.js is loaded only here, when the dashboard shows the chart.
const DailyChartCanvas = lazy(() => import('./daily-chart-canvas'));

const placeholder = (
  <div aria-hidden="true" className="size-full animate-pulse rounded-md bg-muted" />
);

/** New orders and registrations per day and the paid value, last 30 days, with a table alternative. */
export function DailyChartCard() {
  const daily = useDailyStats();

  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>{t('admin.dashboard.chart.title')}</CardTitle>
        <CardDescription>{t('admin.dashboard.chart.description')}</CardDescription>
      </CardHeader>
      <CardContent aria-busy={daily.isPending} className="grid grid-cols-1 gap-4">
        {daily.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('admin.dashboard.chart.loadFailed')}: {daily.error.message}
            <RequestCode error={daily.error} />
          </p>
        ) : (
          <>
            <div className="relative h-72">
              {daily.data ? (
                <Suspense fallback={placeholder}>
                  <DailyChartCanvas days={daily.data.days} />
                </Suspense>
              ) : (
                placeholder
              )}
            </div>
            {daily.data ? (
              <details className="rounded-md border border-border">
                <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
                  {t('admin.dashboard.chart.showTable')}
                </summary>
                <DailyTable days={daily.data.days} />
              </details>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
