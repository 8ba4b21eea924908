import { ADMIN_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ArrowRight, ClipboardList, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const ACTION = buttonClass({ variant: 'outline', className: 'w-full justify-start' });

export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.dashboard.quickActions')}</CardTitle>
        <CardDescription>{t('admin.dashboard.quickActionsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Link to={ADMIN_PAGE_PATHS.orders} className={ACTION}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          {t('admin.dashboard.manageOrders')}
          <ArrowRight aria-hidden="true" className="ml-auto size-4" />
        </Link>
        <Link to={ADMIN_PAGE_PATHS.registrations} className={ACTION}>
          <ClipboardList aria-hidden="true" className="size-4" />
          {t('admin.dashboard.manageRegistrations')}
          <ArrowRight aria-hidden="true" className="ml-auto size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
