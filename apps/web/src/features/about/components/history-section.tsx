import { t } from '@toko/contracts/i18n/public';
import { Carousel } from '@/components/ui/carousel';
import { ContentSection } from '@/components/ui/content-section';
import { aboutContent } from '@/content/about-content';
import { HistorySlide } from './history-slide';

export function HistorySection() {
  return (
    <ContentSection
      headingId="perjalanan-judul"
      className="bg-muted py-14 sm:py-20"
      eyebrow={t('marketing.about.history.eyebrow')}
      title={t('marketing.about.history.title')}
    >
      <Carousel label={t('marketing.about.history.carousel')} className="mt-10">
        {aboutContent.history.map((milestone) => (
          <HistorySlide key={milestone.period} milestone={milestone} />
        ))}
      </Carousel>
    </ContentSection>
  );
}
