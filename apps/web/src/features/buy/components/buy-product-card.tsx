import { formatRupiah, type Product } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { ProductPicture } from '@/components/product/product-picture';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { toast } from '@/components/ui/toast';
import { cart } from '@/lib/cart/cart-store';

export function BuyProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const [quantity, setQuantity] = useState(1);

  function add() {
    cart.add(product, quantity);
    toast.success(t('buy.added'), { description: product.name });
    setQuantity(1);
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-border bg-background shadow-card">
      <ProductPicture product={product} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold">{product.name}</h2>
          <p className="text-sm text-muted-foreground">{product.description}</p>
        </div>
        <p className="text-lg font-bold text-primary">{formatRupiah(product.price)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            labels={{
              value: t('buy.quantity', { name: product.name }),
              decrease: t('buy.decrease', { name: product.name }),
              increase: t('buy.increase', { name: product.name }),
            }}
          />
          <Button type="button" className="flex-1" onClick={add}>
            <ShoppingCart aria-hidden className="size-4" />
            {t('buy.addToCart')}
          </Button>
        </div>
      </div>
    </li>
  );
}
