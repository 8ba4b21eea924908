import { PUBLIC_PAGE_PATHS as page } from '@toko/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** A public screen's code, as a route's `lazy` loads it. */
type Screen = () => Promise<{ Component: ComponentType }>;

type PublicPagePath = (typeof page)[keyof typeof page];

/**
 * Step 1's province list starts downloading with the step's code instead of after it: the list
 * then arrives with the form (region-list.ts's fetch takes over this preload).
 */
function preloadProvinces() {
  if (import.meta.env.SSR || document.querySelector('link[data-preload="provinces"]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = '/regions/provinces.json';
  link.crossOrigin = 'anonymous';
  link.dataset.preload = 'provinces';
  document.head.append(link);
}

const buyerForm: Screen = () =>
  import('@/features/checkout/buyer-form-page').then((module) => ({
    Component: module.BuyerFormPage,
  }));
const confirm: Screen = () =>
  import('@/features/checkout/confirm-page').then((module) => ({ Component: module.ConfirmPage }));
const orderSuccess: Screen = () =>
  import('@/features/checkout/success-page').then((module) => ({ Component: module.SuccessPage }));

/**
 * Each public page's screen, by the page's path: the route tables load their screens from here,
 * and main.tsx starts the screen of the page it opens on beside the app's own code. Through the
 * router alone, a screen is asked for only once React has arrived and run: one more wait on a
 * slow link (issue 43). So this module and what it imports stay free of React and the router.
 */
export const publicScreens = {
  [page.home]: () =>
    import('@/features/home/home-page').then((module) => ({ Component: module.HomePage })),
  [page.products]: () =>
    import('@/features/catalogue/catalogue-page').then((module) => ({
      Component: module.CataloguePage,
    })),
  [page.about]: () =>
    import('@/features/about/about-page').then((module) => ({ Component: module.AboutPage })),
  [page.guide]: () =>
    import('@/features/guide/guide-page').then((module) => ({ Component: module.GuidePage })),
  [page.privacy]: () =>
    import('@/features/legal/privacy-page').then((module) => ({ Component: module.PrivacyPage })),
  [page.terms]: () =>
    import('@/features/legal/terms-page').then((module) => ({ Component: module.TermsPage })),
  [page.contact]: () =>
    import('@/features/legal/contact-page').then((module) => ({ Component: module.ContactPage })),
  [page.buy]: () =>
    import('@/features/buy/buy-page').then((module) => ({ Component: module.BuyPage })),
  [page.buyerForm]: buyerForm,
  [page.checkoutForm]: buyerForm,
  [page.confirm]: confirm,
  [page.checkoutConfirm]: confirm,
  [page.orderSuccess]: orderSuccess,
  [page.checkoutSuccess]: orderSuccess,
  [page.orderStatus]: () =>
    import('@/features/order-status/order-status-page').then((module) => ({
      Component: module.OrderStatusPage,
    })),
  [page.registration]: () =>
    import('@/features/registration/account-type-page').then((module) => ({
      Component: module.AccountTypePage,
    })),
  [page.registrationStep1]: () => {
    preloadProvinces();
    return import('@/features/registration/step1-page').then((module) => ({
      Component: module.Step1Page,
    }));
  },
  [page.registrationStep2]: () =>
    import('@/features/registration/step2-page').then((module) => ({
      Component: module.Step2Page,
    })),
  [page.registrationCorrection]: () =>
    import('@/features/registration-correction/correction-page').then((module) => ({
      Component: module.CorrectionPage,
    })),
  [page.registrationSuccess]: () =>
    import('@/features/registration/success-page').then((module) => ({
      Component: module.SuccessPage,
    })),
  [page.registrationStatus]: () =>
    import('@/features/registration-status/registration-status-page').then((module) => ({
      Component: module.RegistrationStatusPage,
    })),
} satisfies Record<PublicPagePath, Screen>;

/** The route of the public page at `path`, showing its screen. */
export function screenRoute(path: PublicPagePath, handle: RouteHandle): RouteObject {
  return { path, handle, lazy: publicScreens[path] };
}

/** The layout around every public screen (header, footer). */
export const publicLayout: Screen = () =>
  import('@/components/layout/public-layout').then((module) => ({
    Component: module.PublicLayout,
  }));

/**
 * Starts downloading the screen of the public page at `pathname` and its layout, if it is one;
 * the router matches and renders them as always (a failed download is its to retry).
 */
export function startScreenDownload(pathname: string): void {
  const screen: Screen | undefined = publicScreens[pathname as keyof typeof publicScreens];
  if (!screen) return;
  for (const load of [publicLayout, screen]) void load().catch(() => undefined);
}
