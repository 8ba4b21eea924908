import { lazy, Suspense } from 'react';
import { HomeHero } from './components/home-hero';

/**
 * The sections below the first screen come in their own chunk, so the first screen's
 * JavaScript stays small. The prerender (SSR build) loads them before rendering, so the HTML
 * holds the whole page; in the browser React keeps that HTML on screen and hydrates it as soon
 * as the chunk arrives.
 */
const HomeSections = import.meta.env.SSR
  ? (await import('./components/home-sections')).HomeSections
  : lazy(() =>
      import('./components/home-sections').then((module) => ({ default: module.HomeSections })),
    );

/** Id of the feature section; the hero's 'Lihat Fitur' button jumps to it. */
const FEATURES_ID = 'fitur';

export function HomePage() {
  return (
    <>
      <HomeHero featuresId={FEATURES_ID} />
      <Suspense>
        <HomeSections featuresId={FEATURES_ID} />
      </Suspense>
    </>
  );
}
