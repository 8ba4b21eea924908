import { t } from '@toko/contracts/i18n/layout';

export type RouteSeo = {
  title: string;
  description: string;
  /** Path of a share image under the web root, for Open Graph. */
  image?: string;
};

/** What a route may declare in `handle`: read by the prerender and the title hook. */
export type RouteHandle = {
  /** Render this page to HTML at build time (public pages without per-visitor data). */
  prerender?: boolean;
  seo?: RouteSeo;
  /**
   * The screen sets `document.title` itself (`usePageTitle`): admin screens keep their texts in
   * the admin catalogue, which the public route table must not import.
   */
  ownTitle?: true;
  /**
   * The page a visitor opens next from this one (the next step of a flow): its code is fetched
   * once this page is idle, so that the tap that opens it on a slow network does not wait for it.
   */
  nextPage?: string;
};

export const DEFAULT_SEO: RouteSeo = {
  title: t('layout.seo.defaultTitle'),
  description: t('layout.seo.defaultDescription'),
};

export const NOT_FOUND_SEO: RouteSeo = {
  title: t('layout.seo.notFoundTitle'),
  description: t('layout.seo.defaultDescription'),
};

export function hasOwnTitle(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.ownTitle === true);
}

/** The SEO of the deepest matched route that declares one. */
export function seoOfMatches(matches: readonly { handle?: unknown }[]): RouteSeo {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const seo = (matches[index]?.handle as RouteHandle | undefined)?.seo;
    if (seo) return seo;
  }
  return DEFAULT_SEO;
}

/** The next page declared by the deepest matched route that declares one. */
export function nextPageOfMatches(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const nextPage = (matches[index]?.handle as RouteHandle | undefined)?.nextPage;
    if (nextPage) return nextPage;
  }
  return undefined;
}
