import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { PageHero } from '@/components/ui/page-hero';
import { guideContent } from '@/content/guide-content';

export function GuideHero() {
  return (
    <PageHero
      eyebrow={t('marketing.guide.eyebrow')}
      title={t('marketing.guide.title')}
      lead={guideContent.lead}
      actions={
        <>
          <Link to={PUBLIC_PAGE_PATHS.buy} className={buttonClass({ size: 'lg' })}>
            {t('marketing.buyProduct')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={PUBLIC_PAGE_PATHS.products}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {t('marketing.guide.products')}
          </Link>
        </>
      }
    />
  );
}
