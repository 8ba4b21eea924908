import { ORDER_STATUS_LABELS, type OrderStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RequestCode } from '@/components/ui/request-code';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { checkOrderStatus } from './api/check-order-status';

type Result =
  { orderNumber: string; status: OrderStatus } | { error: string; cause?: unknown } | null;

/** /cek-pesanan (beyond the spec): an order's status for its number and the buyer's phone. */
export function OrderStatusPage() {
  usePageTitle(t('orderStatus.pageTitle'));
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('nomor') ?? '');
  const [phone, setPhone] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!orderNumber.trim() || !phone.trim())
      return setResult({ error: t('orderStatus.required') });
    setChecking(true);
    try {
      setResult(await checkOrderStatus(orderNumber, phone));
    } catch (error) {
      setResult({
        error: isApiError(error) ? error.message : t('common.genericError'),
        cause: error,
      });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('orderStatus.title')}</h1>
        <p className="text-muted-foreground">{t('orderStatus.intro')}</p>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="status-number" label={t('orderStatus.number')}>
              <Input
                id="status-number"
                value={orderNumber}
                autoCapitalize="characters"
                placeholder={t('orderStatus.numberPlaceholder')}
                onChange={(event) => setOrderNumber(event.target.value)}
              />
            </FormField>
            <FormField id="status-phone" label={t('orderStatus.phone')}>
              <Input
                id="status-phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={checking}>
              {checking ? t('orderStatus.checking') : t('orderStatus.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {result && 'status' in result ? (
          <p className="rounded-lg bg-muted p-4">
            {t('orderStatus.result', { orderNumber: result.orderNumber })}:{' '}
            <strong data-testid="order-status">{ORDER_STATUS_LABELS[result.status]}</strong>
          </p>
        ) : null}
        {result && 'error' in result ? (
          <div role="alert" className="text-destructive">
            <p>{result.error}</p>
            <RequestCode error={result.cause} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
