import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerender and while React hydrates prerendered HTML, true afterwards and on every
 * screen rendered in the browser: for parts that must not be in the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
