import { AppDownloadCta } from './app-download-cta';
import { CataloguePreview } from './catalogue-preview';
import { FeatureSection } from './feature-section';
import { HomeStats } from './home-stats';
import { VideoReviews } from './video-reviews';

/** Everything below the hero, the first screen of the home page. */
export function HomeSections({ featuresId }: { featuresId: string }) {
  return (
    <>
      <HomeStats />
      <FeatureSection id={featuresId} />
      <VideoReviews />
      <CataloguePreview />
      <AppDownloadCta />
    </>
  );
}
