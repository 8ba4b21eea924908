import { PUBLIC_PAGE_PATHS, type Buyer } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function BuyerSummary({ buyer }: { buyer: Buyer }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('checkout.confirm.buyer')}</CardTitle>
        <Link
          to={PUBLIC_PAGE_PATHS.buyerForm}
          className="text-sm font-medium text-primary underline"
        >
          {t('checkout.confirm.editBuyer')}
        </Link>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-1 text-sm wrap-anywhere">
          <dt className="sr-only">{t('checkout.form.name')}</dt>
          <dd className="font-medium">{buyer.name}</dd>
          <dt className="sr-only">{t('checkout.form.phone')}</dt>
          <dd>{buyer.phone}</dd>
          <dt className="sr-only">{t('checkout.form.email')}</dt>
          <dd>{buyer.email}</dd>
          <dt className="sr-only">{t('checkout.form.address')}</dt>
          <dd className="text-muted-foreground">{buyer.address}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
