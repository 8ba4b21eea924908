import { t } from '@toko/contracts/i18n/admin';
import { Activity } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** SPEC §2: the box always says there is no recent activity. */
export function RecentActivityCard() {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t('admin.dashboard.recentActivity')}</CardTitle>
        <CardDescription>{t('admin.dashboard.recentActivityDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
          <Activity aria-hidden="true" className="size-8 text-muted-foreground/60" />
          <p className="text-sm text-muted-foreground">{t('admin.dashboard.noRecentActivity')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
