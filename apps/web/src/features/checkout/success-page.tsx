import {
  formatRupiah,
  ORDER_SUCCESS_ID_PARAM,
  PUBLIC_PAGE_PATHS,
  type OrderSummary,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { CheckCircle2, MessageCircle, SearchX } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-variants';
import { chatUrl } from '@/content/site-config';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrderSummary } from './api/use-order-summary';

const PAGE = 'mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center';
const ACTIONS = 'flex flex-wrap justify-center gap-3';

const homeLink = (
  <Link to={PUBLIC_PAGE_PATHS.home} className={buttonClass({ variant: 'outline' })}>
    {t('checkout.success.home')}
  </Link>
);

/**
 * /beli-produk/sukses?order_id=: the order's number and total, the promise and the WhatsApp
 * confirmation; the same after a reload, a dropped tab or the link opened again
 * (docs/product.md, "The success page's address").
 */
export function SuccessPage() {
  const id = useSearchParams()[0].get(ORDER_SUCCESS_ID_PARAM) ?? '';
  const { state, retry } = useOrderSummary(id, useLocation().state);
  usePageTitle(
    state.status === 'notFound'
      ? t('checkout.success.notFoundPageTitle')
      : t('checkout.success.pageTitle'),
  );

  if (state.status === 'ready') return <PlacedOrder order={state.order} />;
  if (state.status === 'notFound') {
    return (
      <div className={PAGE}>
        <SearchX aria-hidden className="size-14 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{t('checkout.success.notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('checkout.success.notFound')}</p>
        <div className={ACTIONS}>
          <Link to={PUBLIC_PAGE_PATHS.orderStatus} className={buttonClass()}>
            {t('checkout.success.checkStatus')}
          </Link>
          {homeLink}
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold">{t('checkout.success.orderNumber')}</h1>
        <p role="alert" className="text-destructive">
          {state.error.message}
        </p>
        <div className={ACTIONS}>
          <Button onClick={retry}>{t('checkout.success.retry')}</Button>
          {homeLink}
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="px-4 py-16 text-center text-muted-foreground">
      {t('common.loading')}
    </p>
  );
}

function PlacedOrder({ order }: { order: OrderSummary }) {
  const total = formatRupiah(order.total);
  return (
    <div className={PAGE}>
      <CheckCircle2 aria-hidden className="size-14 text-green-700" />
      <h1 className="text-2xl font-bold">{t('checkout.success.title')}</h1>
      <div className="grid gap-1 rounded-card border border-border bg-background px-6 py-4">
        <p className="text-sm text-muted-foreground">{t('checkout.success.orderNumber')}</p>
        <p className="font-mono text-xl font-bold" data-testid="order-number">
          {order.orderNumber}
        </p>
        <p className="text-sm" data-testid="order-total">
          {total}
        </p>
      </div>
      <p>{t('checkout.success.promise')}</p>
      <div className={ACTIONS}>
        <a
          href={chatUrl(
            t('checkout.success.whatsappText', { orderNumber: order.orderNumber, total }),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'accent' })}
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('checkout.success.whatsapp')}
        </a>
        <Link
          to={`${PUBLIC_PAGE_PATHS.orderStatus}?nomor=${encodeURIComponent(order.orderNumber)}`}
          className={buttonClass({ variant: 'outline' })}
        >
          {t('checkout.success.checkStatus')}
        </Link>
        {homeLink}
      </div>
    </div>
  );
}
