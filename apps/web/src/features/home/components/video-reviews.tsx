import { t } from '@toko/contracts/i18n/public';
import { ContentSection } from '@/components/ui/content-section';
import { homeContent } from '@/content/home-content';
import { VideoFacade } from './video-facade';

export function VideoReviews() {
  return (
    <ContentSection
      headingId="ulasan-judul"
      className="bg-muted py-14 sm:py-20"
      eyebrow={t('marketing.home.reviews.eyebrow')}
      title={t('marketing.home.reviews.title')}
      lead={homeContent.reviewsLead}
    >
      {/* Phones swipe through the videos sideways; wider screens show a grid. */}
      <ul className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {homeContent.reviews.map((review) => (
          <li
            key={review.videoId}
            className="w-[82%] shrink-0 snap-start overflow-hidden rounded-card border border-border bg-background shadow-card sm:w-auto"
          >
            <VideoFacade
              videoId={review.videoId}
              title={review.title}
              thumbnail={review.thumbnail}
            />
            <div className="p-4 sm:p-5">
              <h3 className="font-semibold">{review.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{review.merchant}</p>
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
