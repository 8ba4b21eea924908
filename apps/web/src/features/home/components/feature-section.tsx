import { t } from '@toko/contracts/i18n/public';
import { Carousel } from '@/components/ui/carousel';
import { ContentSection } from '@/components/ui/content-section';
import { homeContent } from '@/content/home-content';
import { FeatureSlide } from './feature-slide';

export function FeatureSection({ id }: { id: string }) {
  const count = homeContent.features.length;
  return (
    <ContentSection
      id={id}
      headingId="fitur-judul"
      className="scroll-mt-16 bg-background py-14 sm:py-20"
      eyebrow={t('marketing.home.features.eyebrow')}
      title={t('marketing.home.features.title')}
      lead={homeContent.featuresLead}
    >
      <Carousel label={t('marketing.home.features.carousel')} className="mt-10">
        {homeContent.features.map((feature, index) => (
          <FeatureSlide key={feature.title} feature={feature} position={index + 1} count={count} />
        ))}
      </Carousel>
    </ContentSection>
  );
}
