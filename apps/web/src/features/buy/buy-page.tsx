import { PRODUCTS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/checkout';
import { usePricedCart } from '@/components/cart/use-priced-cart';
import { CartPanel } from './components/cart-panel';
import { BuyProductCard } from './components/buy-product-card';

/** /beli-produk: the products with quantity and "add", and the cart beside them (below on phones). */
export function BuyPage() {
  const cart = usePricedCart();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('buy.title')}</h1>
        <p className="text-muted-foreground">{t('buy.subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {PRODUCTS.map((product, index) => (
            <BuyProductCard key={product.id} product={product} eager={index < 2} />
          ))}
        </ul>
        <CartPanel cart={cart} />
      </div>
    </div>
  );
}
