import { formatRupiah } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PricedCart } from '@/lib/cart/priced-cart';
import { CartTotals } from './cart-totals';

/** The read-only order summary of the checkout steps. */
export function OrderSummary({ cart }: { cart: PricedCart }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('checkout.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {cart.lines.map(({ product, quantity }) => (
            <li key={product.id} className="flex justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{product.name}</p>
                <p className="text-muted-foreground">
                  {t('checkout.summary.line', { quantity, price: formatRupiah(product.price) })}
                </p>
              </div>
              <p className="shrink-0 font-medium">{formatRupiah(product.price * quantity)}</p>
            </li>
          ))}
        </ul>
        <CartTotals cart={cart} />
      </CardContent>
    </Card>
  );
}
