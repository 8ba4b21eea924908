import { t } from '@toko/contracts';
import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { aboutContent } from '@/content/about-content';
import { HistorySlide } from './history-slide';

export function HistorySection() {
  return (
    <section aria-labelledby="perjalanan-judul" className="bg-muted py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="perjalanan-judul"
          eyebrow={t('marketing.about.history.eyebrow')}
          title={t('marketing.about.history.title')}
        />
        <Carousel label={t('marketing.about.history.carousel')} className="mt-10">
          {aboutContent.history.map((milestone) => (
            <HistorySlide key={milestone.period} milestone={milestone} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
