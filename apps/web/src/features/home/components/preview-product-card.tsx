import { formatRupiah, PUBLIC_PAGE_PATHS, t, type Product } from '@toko/contracts';
import { Link } from 'react-router';

/** A compact product tile: the whole card links to the catalogue. */
export function PreviewProductCard({ product }: { product: Product }) {
  return (
    <Link
      to={PUBLIC_PAGE_PATHS.products}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-lg"
    >
      <div className="relative bg-muted">
        <img
          src={product.image}
          width={480}
          height={360}
          alt={t('marketing.productImageAlt', { name: product.name })}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-contain transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        {product.badge && (
          <span className="absolute top-3 left-3 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-950">
            {product.badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold group-hover:text-primary">{product.name}</h3>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <p className="mt-auto pt-4 text-xl font-bold text-brand-700">
          {formatRupiah(product.price)}
        </p>
      </div>
    </Link>
  );
}
