import { findProduct, PUBLIC_PAGE_PATHS, type Product } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeContent } from '@/content/home-content';
import { PreviewProductCard } from './preview-product-card';

const featured = homeContent.featuredProductIds
  .map((id) => findProduct(id))
  .filter((product): product is Product => product !== undefined);

export function CataloguePreview() {
  return (
    <section aria-labelledby="produk-pilihan-judul" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="produk-pilihan-judul"
            align="start"
            eyebrow={t('marketing.home.catalogue.eyebrow')}
            title={t('marketing.home.catalogue.title')}
          >
            {homeContent.catalogueLead}
          </SectionHeading>
          <Link
            to={PUBLIC_PAGE_PATHS.products}
            className={buttonClass({ variant: 'outline', className: 'self-start md:self-auto' })}
          >
            {t('marketing.home.catalogue.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((product) => (
            <li key={product.id}>
              <PreviewProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
