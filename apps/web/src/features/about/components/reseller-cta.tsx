import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/ui/external-link';
import { aboutContent } from '@/content/about-content';
import { siteConfig } from '@/content/site-config';

export function ResellerCta() {
  return (
    <section aria-labelledby="reseller-judul" className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-card bg-brand-900 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="reseller-judul" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('marketing.about.reseller.title')}
          </h2>
          <p className="mt-3 text-brand-100 text-pretty">{aboutContent.reseller.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <ExternalLink
            href={siteConfig.resellerSiteUrl}
            className={buttonClass({ variant: 'accent', size: 'lg' })}
          >
            {t('marketing.about.reseller.cta')}
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </ExternalLink>
          <Link
            to={PUBLIC_PAGE_PATHS.registration}
            className={buttonClass({
              variant: 'outline',
              size: 'lg',
              className: 'border-white/40 bg-transparent text-white hover:bg-white/10',
            })}
          >
            {t('marketing.about.reseller.agent')}
          </Link>
        </div>
      </div>
    </section>
  );
}
