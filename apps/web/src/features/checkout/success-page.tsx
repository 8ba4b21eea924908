import { formatRupiah, PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { lastOrder, type PlacedOrder } from '@/lib/cart/checkout-storage';
import { chatUrl } from '@/content/site-config';
import { usePageTitle } from '@/lib/use-page-title';

/** /beli-produk/sukses: the server's order number (read once from this tab), the promise, WhatsApp. */
export function SuccessPage() {
  usePageTitle(t('checkout.success.pageTitle'));
  const [order] = useState<PlacedOrder | null>(() => lastOrder.read());
  useEffect(() => lastOrder.forget(), []);

  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center">
      <CheckCircle2 aria-hidden className="size-14 text-green-700" />
      <h1 className="text-2xl font-bold">{t('checkout.success.title')}</h1>
      {order ? (
        <div className="grid gap-1 rounded-card border border-border bg-background px-6 py-4">
          <p className="text-sm text-muted-foreground">{t('checkout.success.orderNumber')}</p>
          <p className="font-mono text-xl font-bold" data-testid="order-number">
            {order.orderNumber}
          </p>
          <p className="text-sm">{formatRupiah(order.total)}</p>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('checkout.success.unknown')}</p>
      )}
      <p>{t('checkout.success.promise')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {order ? (
          <a
            href={chatUrl(
              t('checkout.success.whatsappText', {
                orderNumber: order.orderNumber,
                total: formatRupiah(order.total),
              }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'accent' })}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('checkout.success.whatsapp')}
          </a>
        ) : null}
        {order ? (
          <Link
            to={`${PUBLIC_PAGE_PATHS.orderStatus}?nomor=${encodeURIComponent(order.orderNumber)}`}
            className={buttonClass({ variant: 'outline' })}
          >
            {t('checkout.success.checkStatus')}
          </Link>
        ) : null}
        <Link to={PUBLIC_PAGE_PATHS.home} className={buttonClass({ variant: 'outline' })}>
          {t('checkout.success.home')}
        </Link>
      </div>
    </div>
  );
}
