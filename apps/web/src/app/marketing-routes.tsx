import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles, type MarketingPage } from '@/content/seo-content';
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
    lazy: () =>
      import('@/features/home/home-page').then((module) => ({ Component: module.HomePage })),
  },
  {
    path: PUBLIC_PAGE_PATHS.products,
    handle: handle('products'),
    lazy: () =>
      import('@/features/catalogue/catalogue-page').then((module) => ({
        Component: module.CataloguePage,
      })),
  },
  {
    path: PUBLIC_PAGE_PATHS.about,
    handle: handle('about'),
    lazy: () =>
      import('@/features/about/about-page').then((module) => ({ Component: module.AboutPage })),
  },
  {
    path: PUBLIC_PAGE_PATHS.guide,
    handle: handle('guide'),
    lazy: () =>
      import('@/features/guide/guide-page').then((module) => ({ Component: module.GuidePage })),
  },
  {
    path: PUBLIC_PAGE_PATHS.privacy,
    handle: handle('privacy'),
    lazy: () =>
      import('@/features/legal/privacy-page').then((module) => ({
        Component: module.PrivacyPage,
      })),
  },
  {
    path: PUBLIC_PAGE_PATHS.terms,
    handle: handle('terms'),
    lazy: () =>
      import('@/features/legal/terms-page').then((module) => ({ Component: module.TermsPage })),
  },
  {
    path: PUBLIC_PAGE_PATHS.contact,
    handle: handle('contact'),
    lazy: () =>
      import('@/features/legal/contact-page').then((module) => ({
        Component: module.ContactPage,
      })),
  },
];
