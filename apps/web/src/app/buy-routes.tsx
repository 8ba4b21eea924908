import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles } from '@/content/seo-content';
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

const buyerForm = () =>
  import('@/features/checkout/buyer-form-page').then((module) => ({
    Component: module.BuyerFormPage,
  }));
const confirm = () =>
  import('@/features/checkout/confirm-page').then((module) => ({ Component: module.ConfirmPage }));
const success = () =>
  import('@/features/checkout/success-page').then((module) => ({ Component: module.SuccessPage }));

/**
 * The shop and the checkout steps; `/checkout/*` are aliases of the same steps
 * (docs/product.md, "Checkout").
 */
export const buyRoutes: RouteObject[] = [
  {
    path: PUBLIC_PAGE_PATHS.buy,
    handle: buyHandle,
    lazy: () => import('@/features/buy/buy-page').then((module) => ({ Component: module.BuyPage })),
  },
  { path: PUBLIC_PAGE_PATHS.buyerForm, handle: formHandle, lazy: buyerForm },
  { path: PUBLIC_PAGE_PATHS.checkoutForm, handle: formHandle, lazy: buyerForm },
  { path: PUBLIC_PAGE_PATHS.confirm, handle: confirmHandle, lazy: confirm },
  { path: PUBLIC_PAGE_PATHS.checkoutConfirm, handle: confirmHandle, lazy: confirm },
  { path: PUBLIC_PAGE_PATHS.orderSuccess, handle: stepHandle, lazy: success },
  { path: PUBLIC_PAGE_PATHS.checkoutSuccess, handle: stepHandle, lazy: success },
  {
    path: PUBLIC_PAGE_PATHS.orderStatus,
    handle: stepHandle,
    lazy: () =>
      import('@/features/order-status/order-status-page').then((module) => ({
        Component: module.OrderStatusPage,
      })),
  },
];
