import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CartTotals } from '@/components/cart/cart-totals';
import { Button } from '@/components/ui/button';
import type { PricedCart } from '@/lib/cart/priced-cart';
import { CartLineItem } from './cart-line-item';

export function CartPanel({ cart }: { cart: PricedCart }) {
  const navigate = useNavigate();
  const empty = cart.lines.length === 0;
  return (
    <section
      aria-labelledby="cart-title"
      className="grid gap-4 rounded-card border border-border bg-background p-4 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="cart-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShoppingCart aria-hidden className="size-5" />
        {t('cart.title')}
      </h2>
      {cart.droppedUnknown ? (
        <p className="text-sm text-amber-800">{t('cart.productRemoved')}</p>
      ) : null}
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('cart.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {cart.lines.map((line) => (
            <CartLineItem key={line.product.id} line={line} />
          ))}
        </ul>
      )}
      <CartTotals cart={cart} />
      <Button
        type="button"
        size="lg"
        disabled={empty}
        onClick={() => navigate(PUBLIC_PAGE_PATHS.buyerForm)}
      >
        {t('cart.checkout')}
      </Button>
    </section>
  );
}
