import { formatRupiah, PUBLIC_PAGE_PATHS, type Product } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product/product-picture';
import { buttonClass } from '@/components/ui/button-variants';

type ProductCardProps = {
  product: Product;
  /** The first cards are on the first screen: load their images at once. */
  eager?: boolean;
};

export function ProductCard({ product, eager = false }: ProductCardProps) {
  return (
    <article
      aria-labelledby={`produk-${product.id}`}
      className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card"
    >
      <ProductPicture product={product} eager={eager} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 id={`produk-${product.id}`} className="text-xl font-bold tracking-tight">
          {product.name}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground text-pretty">{product.description}</p>
        <p className="mt-auto pt-5 text-2xl font-extrabold tracking-tight text-brand-700">
          {formatRupiah(product.price)}
        </p>
        <Link
          to={PUBLIC_PAGE_PATHS.buy}
          aria-label={t('marketing.catalogue.orderNowLabel', { name: product.name })}
          className={buttonClass({ className: 'mt-4 w-full' })}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('marketing.catalogue.orderNow')}
        </Link>
      </div>
    </article>
  );
}
