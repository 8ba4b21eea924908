import { type Product } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';

type ProductPictureProps = {
  product: Product;
  /** Cards on the first screen load their image at once; the rest lazily. */
  eager?: boolean;
  imageClassName?: string;
};

const BADGE_COLOURS: Record<NonNullable<Product['badge']>, string> = {
  Popular: 'bg-primary text-primary-foreground',
  Baru: 'bg-accent-400 text-brand-950',
};

/** A product's picture with its badge, the same on every page that shows products. */
export function ProductPicture({ product, eager = false, imageClassName }: ProductPictureProps) {
  return (
    <div className="relative bg-muted">
      <img
        src={product.image}
        width={480}
        height={360}
        alt={t('marketing.productImageAlt', { name: product.name })}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // Plain concatenation: tailwind-merge stays out of the public pages' JavaScript.
        className={`aspect-[4/3] h-auto w-full object-contain ${imageClassName ?? ''}`}
      />
      {product.badge && (
        <span
          className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold ${BADGE_COLOURS[product.badge]}`}
        >
          {product.badge}
        </span>
      )}
    </div>
  );
}
