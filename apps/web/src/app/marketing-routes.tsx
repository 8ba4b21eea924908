import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles, type MarketingPage } from '@/content/seo-content';
import { publicScreens, screenRoute } from './public-screens';
import type { RouteHandle } from './route-handle';

const SHARE_IMAGE = '/images/og/toko-edc.jpg';

function handle(page: MarketingPage): RouteHandle {
  return {
    prerender: true,
    seo: {
      title: pageTitles[page],
      // Only the prerendered HTML head uses descriptions: the browser bundle leaves them out.
      description: import.meta.env.SSR ? pageDescriptions[page] : '',
      image: SHARE_IMAGE,
    },
  };
}

/**
 * Routes of the public marketing pages (home, catalogue, about, guide, footer pages); the
 * router spreads them into the public layout route. Each page is prerendered at build time.
 */
export const marketingRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle('home'),
    lazy: publicScreens[PUBLIC_PAGE_PATHS.home],
  },
  screenRoute(PUBLIC_PAGE_PATHS.products, handle('products')),
  screenRoute(PUBLIC_PAGE_PATHS.about, handle('about')),
  screenRoute(PUBLIC_PAGE_PATHS.guide, handle('guide')),
  screenRoute(PUBLIC_PAGE_PATHS.privacy, handle('privacy')),
  screenRoute(PUBLIC_PAGE_PATHS.terms, handle('terms')),
  screenRoute(PUBLIC_PAGE_PATHS.contact, handle('contact')),
];
