import { formatRupiah } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { cart } from '@/lib/cart/cart-store';
import type { CartLine } from '@/lib/cart/priced-cart';

export function CartLineItem({ line }: { line: CartLine }) {
  const { product, quantity } = line;
  return (
    <li className="grid gap-2 border-b border-border pb-3 last:border-b-0">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{product.name}</p>
          <p className="text-sm text-muted-foreground">{formatRupiah(product.price)}</p>
          {line.priceChanged ? (
            <p className="text-xs text-amber-800">
              {t('cart.priceChanged', { name: product.name })}
            </p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('cart.remove', { name: product.name })}
          onClick={() => cart.remove(product.id)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper
          value={quantity}
          min={0}
          onChange={(next) => cart.setQuantity(product.id, next)}
          labels={{
            value: t('buy.quantity', { name: product.name }),
            decrease: t('buy.decrease', { name: product.name }),
            increase: t('buy.increase', { name: product.name }),
          }}
        />
        <p className="font-semibold">{formatRupiah(product.price * quantity)}</p>
      </div>
    </li>
  );
}
