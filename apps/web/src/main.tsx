import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resolveLazyMatches } from '@/app/resolve-lazy-matches';
import { createRoutes } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routes = createRoutes();
await resolveLazyMatches(routes, window.location.pathname);

const app = (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

// Prerendered pages arrive with their HTML and are hydrated; the app shell arrives empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
