import { HomeHero } from './components/home-hero';
import { HomeSections } from './components/home-sections';

/** Id of the feature section; the hero's 'Lihat Fitur' button jumps to it. */
const FEATURES_ID = 'fitur';

export function HomePage() {
  return (
    <>
      <HomeHero featuresId={FEATURES_ID} />
      <HomeSections featuresId={FEATURES_ID} />
    </>
  );
}
