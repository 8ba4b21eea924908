import { t, type MessageKey } from '@toko/contracts/i18n/public';
import { ContentSection } from '@/components/ui/content-section';
import { aboutContent } from '@/content/about-content';
import { siteConfig } from '@/content/site-config';

const FIGURES: readonly { value: string; label: MessageKey }[] = [
  { value: siteConfig.figures.areas, label: 'marketing.about.coverage.areas' },
  { value: siteConfig.figures.cities, label: 'marketing.about.coverage.cities' },
  { value: siteConfig.figures.agents, label: 'marketing.about.coverage.agents' },
];

export function CoverageSection() {
  const { coverage } = aboutContent;
  return (
    <ContentSection
      headingId="jangkauan-judul"
      className="py-14 sm:py-20"
      eyebrow={t('marketing.about.coverage.eyebrow')}
      title={t('marketing.about.coverage.title')}
      lead={coverage.text}
    >
      <dl className="mx-auto mt-8 grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
        {FIGURES.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse items-center rounded-card bg-brand-50 px-2 py-4 text-center sm:py-6"
          >
            <dt className="text-sm text-muted-foreground">{t(figure.label)}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <img
        src={coverage.map.src}
        width={coverage.map.width}
        height={coverage.map.height}
        alt={coverage.map.alt}
        loading="lazy"
        decoding="async"
        className="mt-10 h-auto w-full"
      />
    </ContentSection>
  );
}
