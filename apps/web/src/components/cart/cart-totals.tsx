import { formatRupiah } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import type { PricedCart } from '@/lib/cart/priced-cart';

/** Subtotal, shipping (always Rp 0) and total of a cart. */
export function CartTotals({ cart }: { cart: PricedCart }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">{t('cart.subtotal')}</dt>
        <dd>{formatRupiah(cart.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">{t('cart.shipping')}</dt>
        <dd>{formatRupiah(cart.shippingFee)}</dd>
      </div>
      <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">{formatRupiah(cart.total)}</dd>
      </div>
    </dl>
  );
}
