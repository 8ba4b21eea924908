import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls smoothly to the element named by the URL hash (e.g. #visi-misi) once the page is
 * shown, and jumps without animation for visitors who ask for reduced motion.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);
}
