import { PRODUCTS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { PageHero } from '@/components/ui/page-hero';
import { catalogueContent } from '@/content/catalogue-content';
import { CatalogueHelp } from './components/catalogue-help';
import { ProductCard } from './components/product-card';

export function CataloguePage() {
  return (
    <>
      <PageHero
        eyebrow={t('marketing.catalogue.eyebrow')}
        title={t('marketing.catalogue.title')}
        lead={catalogueContent.lead}
      />
      <section aria-label={t('marketing.catalogue.title')} className="py-10 sm:py-14">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {PRODUCTS.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>
      <CatalogueHelp />
    </>
  );
}
