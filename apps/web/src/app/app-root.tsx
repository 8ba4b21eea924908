import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** The root route: page title and scroll position; every screen below it loads lazily. */
export function AppRoot() {
  useDocumentTitle();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
