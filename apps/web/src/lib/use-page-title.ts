import { useEffect } from 'react';

/** Sets `document.title` for a screen whose route declares `ownTitle` (the admin screens). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
