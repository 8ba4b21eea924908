import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles } from '@/content/seo-content';
import { screenRoute } from './public-screens';
import type { RouteHandle } from './route-handle';

const typeHandle: RouteHandle = {
  prerender: true,
  nextPage: PUBLIC_PAGE_PATHS.registrationStep1,
  seo: {
    title: pageTitles.registration,
    description: import.meta.env.SSR ? pageDescriptions.registration : '',
  },
};

/** The steps hold per-visitor data and set their own titles. */
const stepHandle: RouteHandle = { ownTitle: true };

/**
 * The first step is prerendered without its form (step1-page.tsx), so a phone paints its title
 * before the app's code arrives; the texts are only needed by the prerender.
 */
const step1Handle: RouteHandle = {
  ...stepHandle,
  prerender: true,
  nextPage: PUBLIC_PAGE_PATHS.registrationStep2,
  seo: {
    title: import.meta.env.SSR ? t('registration.step1.pageTitle') : '',
    description: import.meta.env.SSR ? pageDescriptions.registration : '',
  },
};

/**
 * The status lookup is prerendered with its empty form (the code from `?kode=` is filled in
 * after hydration), so a phone opening the e-mail's link paints it before the app's code arrives.
 */
const statusHandle: RouteHandle = {
  ...stepHandle,
  prerender: true,
  seo: {
    title: import.meta.env.SSR ? t('registrationStatus.pageTitle') : '',
    description: import.meta.env.SSR ? t('registrationStatus.intro') : '',
  },
};

/** The agent sign-up (docs/product.md, "Agent sign-up"): each step loads only when opened. */
export const registrationRoutes: RouteObject[] = [
  screenRoute(PUBLIC_PAGE_PATHS.registration, typeHandle),
  screenRoute(PUBLIC_PAGE_PATHS.registrationStep1, step1Handle),
  screenRoute(PUBLIC_PAGE_PATHS.registrationStep2, {
    ...stepHandle,
    nextPage: PUBLIC_PAGE_PATHS.registrationSuccess,
  }),
  // Beyond the spec (issue 45): the documents an admin asked for again, through a private link.
  screenRoute(PUBLIC_PAGE_PATHS.registrationCorrection, stepHandle),
  screenRoute(PUBLIC_PAGE_PATHS.registrationSuccess, stepHandle),
  screenRoute(PUBLIC_PAGE_PATHS.registrationStatus, statusHandle),
];
