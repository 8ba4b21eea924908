import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at the top (unless it links to an anchor); back and forward keep the browser's scroll. */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
