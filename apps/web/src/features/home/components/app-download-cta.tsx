import { t } from '@toko/contracts/i18n/public';
import { CircleCheck, Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/ui/external-link';
import { homeContent } from '@/content/home-content';
import { siteConfig } from '@/content/site-config';

const { app } = homeContent;

export function AppDownloadCta() {
  return (
    <section aria-labelledby="aplikasi-judul" className="px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto grid max-w-7xl items-center gap-8 overflow-hidden rounded-card bg-brand-900 px-6 pt-10 text-white sm:px-10 md:grid-cols-[1.2fr_0.8fr] md:pt-0">
        <div className="md:py-12">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {t('marketing.home.app.eyebrow')}
          </p>
          <h2 id="aplikasi-judul" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('marketing.home.app.title')}
          </h2>
          <p className="mt-3 text-brand-100 text-pretty">{app.text}</p>
          <ul className="mt-5 grid gap-2 text-sm text-brand-100">
            {app.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
          <ExternalLink
            href={siteConfig.appStoreUrl}
            className={buttonClass({ variant: 'accent', size: 'lg', className: 'mt-8' })}
          >
            <Download aria-hidden="true" className="size-5" />
            {t('marketing.home.app.download')}
          </ExternalLink>
        </div>
        <img
          src={app.image.src}
          width={app.image.width}
          height={app.image.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-52 self-end md:mt-10 md:max-w-72"
        />
      </div>
    </section>
  );
}
