import { t } from '@toko/contracts';
import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeContent } from '@/content/home-content';
import { FeatureSlide } from './feature-slide';

export function FeatureSection({ id }: { id: string }) {
  const count = homeContent.features.length;
  return (
    <section
      id={id}
      aria-labelledby="fitur-judul"
      className="scroll-mt-16 bg-background py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="fitur-judul"
          eyebrow={t('marketing.home.features.eyebrow')}
          title={t('marketing.home.features.title')}
        >
          {homeContent.featuresLead}
        </SectionHeading>
        <Carousel label={t('marketing.home.features.carousel')} className="mt-10">
          {homeContent.features.map((feature, index) => (
            <FeatureSlide
              key={feature.title}
              feature={feature}
              position={index + 1}
              count={count}
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
