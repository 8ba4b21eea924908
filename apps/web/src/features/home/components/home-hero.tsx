import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/public';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-variants';
import { homeHeroContent as hero } from '@/content/home-hero-content';
import { siteConfig } from '@/content/site-config';
import { CheckMark } from './check-mark';

export function HomeHero({ featuresId }: { featuresId: string }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,var(--color-brand-600),transparent_55%)] opacity-70"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 pt-10 pb-12 sm:px-6 md:grid-cols-[1.05fr_0.95fr] md:py-20 lg:px-8">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 sm:text-sm">
            {hero.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {siteConfig.tagline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100 text-pretty">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={PUBLIC_PAGE_PATHS.buy}
              className={buttonClass({ variant: 'accent', size: 'lg' })}
            >
              {t('marketing.buyProduct')}
            </Link>
            <a
              href={`#${featuresId}`}
              className={buttonClass({
                variant: 'outline',
                size: 'lg',
                className: 'border-white/40 bg-transparent text-white hover:bg-white/10',
              })}
            >
              {t('marketing.home.seeFeatures')}
            </a>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-brand-100 sm:text-base">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckMark />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <img
          src={hero.image.src}
          width={hero.image.width}
          height={hero.image.height}
          alt=""
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  );
}
