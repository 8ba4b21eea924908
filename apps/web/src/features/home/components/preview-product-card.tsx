import { formatRupiah, PUBLIC_PAGE_PATHS, type Product } from '@toko/contracts';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product/product-picture';

/** A compact product tile: the whole card links to the catalogue. */
export function PreviewProductCard({ product }: { product: Product }) {
  return (
    <Link
      to={PUBLIC_PAGE_PATHS.products}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-lg"
    >
      <ProductPicture
        product={product}
        imageClassName="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
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
