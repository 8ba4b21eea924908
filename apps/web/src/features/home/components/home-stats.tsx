import { t, type MessageKey } from '@toko/contracts/i18n/public';
import { siteConfig } from '@/content/site-config';

const STATS: readonly { value: string; label: MessageKey }[] = [
  { value: siteConfig.figures.agents, label: 'marketing.home.stats.agents' },
  { value: siteConfig.figures.areas, label: 'marketing.home.stats.areas' },
  { value: siteConfig.figures.cities, label: 'marketing.home.stats.cities' },
  { value: siteConfig.figures.banks, label: 'marketing.home.stats.banks' },
];

export function HomeStats() {
  return (
    <section aria-label={t('marketing.home.stats.label')} className="border-b border-border">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="text-sm text-muted-foreground">{t(stat.label)}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
