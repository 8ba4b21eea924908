import { PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import type { RouteObject } from 'react-router';
import { pageDescriptions, pageTitles } from '@/content/seo-content';
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

/**
 * Starts the province list's download with the step's code instead of after it: the list then
 * arrives with the form (region-list.ts's fetch takes over this preload).
 */
function preloadProvinces() {
  if (document.querySelector('link[data-preload="provinces"]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = '/regions/provinces.json';
  link.crossOrigin = 'anonymous';
  link.dataset.preload = 'provinces';
  document.head.append(link);
}

/** The agent sign-up (docs/product.md, "Agent sign-up"): each step loads only when opened. */
export const registrationRoutes: RouteObject[] = [
  {
    path: PUBLIC_PAGE_PATHS.registration,
    handle: typeHandle,
    lazy: () =>
      import('@/features/registration/account-type-page').then((module) => ({
        Component: module.AccountTypePage,
      })),
  },
  {
    path: PUBLIC_PAGE_PATHS.registrationStep1,
    handle: step1Handle,
    lazy: () => {
      if (!import.meta.env.SSR) preloadProvinces();
      return import('@/features/registration/step1-page').then((module) => ({
        Component: module.Step1Page,
      }));
    },
  },
  {
    path: PUBLIC_PAGE_PATHS.registrationStep2,
    handle: { ...stepHandle, nextPage: PUBLIC_PAGE_PATHS.registrationSuccess },
    lazy: () =>
      import('@/features/registration/step2-page').then((module) => ({
        Component: module.Step2Page,
      })),
  },
  {
    // Beyond the spec (issue 45): the documents an admin asked for again, through a private link.
    path: PUBLIC_PAGE_PATHS.registrationCorrection,
    handle: stepHandle,
    lazy: () =>
      import('@/features/registration-correction/correction-page').then((module) => ({
        Component: module.CorrectionPage,
      })),
  },
  {
    path: PUBLIC_PAGE_PATHS.registrationSuccess,
    handle: stepHandle,
    lazy: () =>
      import('@/features/registration/success-page').then((module) => ({
        Component: module.SuccessPage,
      })),
  },
  {
    path: PUBLIC_PAGE_PATHS.registrationStatus,
    handle: statusHandle,
    lazy: () =>
      import('@/features/registration-status/registration-status-page').then((module) => ({
        Component: module.RegistrationStatusPage,
      })),
  },
];
