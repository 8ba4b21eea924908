import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { firstScreenShown, preloadRoutes } from '@/app/route-elements';
import { createRoutes } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routes = createRoutes();
await preloadRoutes(routes, window.location.pathname).catch(() => {
  // Left to React's lazy: it loads the screen again and the error screen shows if that fails too.
});

/** Settles once the page is the app's: main.tsx then replays the taps it held (early-input.ts). */
export const rendered = firstScreenShown(routes, window.location.pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App routes={routes} />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with their HTML and are hydrated; the app shell arrives empty. The
// page is already painted and usable, so hydrating is a transition: React works on it in short
// slices and the main thread stays free for the visitor's taps and scrolls.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
