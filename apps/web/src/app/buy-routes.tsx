import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles } from '@/content/seo-content';
import { screenRoute } from './public-screens';
import type { RouteHandle } from './route-handle';

const buyHandle: RouteHandle = {
  prerender: true,
  nextPage: PUBLIC_PAGE_PATHS.buyerForm,
  seo: {
    title: pageTitles.buy,
    description: import.meta.env.SSR ? pageDescriptions.buy : '',
  },
};

/** The checkout steps set their own titles; they hold per-visitor data, so none is prerendered. */
const stepHandle: RouteHandle = { ownTitle: true };
const formHandle: RouteHandle = { ...stepHandle, nextPage: PUBLIC_PAGE_PATHS.confirm };
const confirmHandle: RouteHandle = { ...stepHandle, nextPage: PUBLIC_PAGE_PATHS.orderSuccess };

/**
 * The shop and the checkout steps; `/checkout/*` are aliases of the same steps
 * (docs/product.md, "Checkout").
 */
export const buyRoutes: RouteObject[] = [
  screenRoute(PUBLIC_PAGE_PATHS.buy, buyHandle),
  screenRoute(PUBLIC_PAGE_PATHS.buyerForm, formHandle),
  screenRoute(PUBLIC_PAGE_PATHS.checkoutForm, formHandle),
  screenRoute(PUBLIC_PAGE_PATHS.confirm, confirmHandle),
  screenRoute(PUBLIC_PAGE_PATHS.checkoutConfirm, confirmHandle),
  screenRoute(PUBLIC_PAGE_PATHS.orderSuccess, stepHandle),
  screenRoute(PUBLIC_PAGE_PATHS.checkoutSuccess, stepHandle),
  screenRoute(PUBLIC_PAGE_PATHS.orderStatus, stepHandle),
];
