import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { seoOfMatches } from './route-handle';

/** Keeps `document.title` in step with the current route's `handle.seo` on client navigation. */
export function useDocumentTitle() {
  const { title } = seoOfMatches(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
