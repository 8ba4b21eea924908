import { t } from '@toko/contracts/i18n/public';
import { Users } from 'lucide-react';
import type { aboutContent } from '@/content/about-content';

type Milestone = (typeof aboutContent.history)[number];

export function HistorySlide({ milestone }: { milestone: Milestone }) {
  return (
    <div className="grid items-center gap-6 overflow-hidden rounded-card border border-border bg-background p-5 shadow-card sm:p-8 md:grid-cols-2 md:gap-10">
      <img
        src={milestone.image}
        width={480}
        height={320}
        alt={milestone.alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl"
      />
      <div>
        <p className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-bold text-brand-950">
          {milestone.period}
        </p>
        <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{milestone.title}</h3>
        <p className="mt-3 text-muted-foreground text-pretty sm:text-lg">{milestone.text}</p>
        <p className="mt-6 flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-full bg-brand-50">
            <Users aria-hidden="true" className="size-5 text-primary" />
          </span>
          <span>
            <span className="block text-2xl font-extrabold text-brand-700">{milestone.agents}</span>
            <span className="text-sm text-muted-foreground">
              {t('marketing.about.history.agents')}
            </span>
          </span>
        </p>
      </div>
    </div>
  );
}
