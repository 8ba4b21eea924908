import './styles.css';
import { holdEarlyInput } from './lib/early-input';

/**
 * A prerendered page is whole without JavaScript, so the browser paints it before the app's
 * code is even requested: the stylesheet, the HTML and its images get the connection to
 * themselves, and the first paint and the largest one wait for no script (issue 22). The app
 * then loads and hydrates; what the visitor taps and types meanwhile is held and replayed then
 * (lib/early-input.ts). The empty app shell has nothing to paint, and a hidden tab paints nothing
 * until shown, so both load the app at once.
 */
function afterNextPaint(): Promise<void> {
  // A frame's callbacks run just before it paints; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const root = document.getElementById('root');
const prerendered = root?.firstElementChild;
const replayEarlyInput = prerendered && root ? holdEarlyInput(root) : null;
if (prerendered && document.visibilityState === 'visible') await afterNextPaint();
let rendered = Promise.resolve();
try {
  // The page's own screen downloads beside the app instead of after it (app/public-screens.ts).
  void import('./app/public-screens')
    .then(({ startScreenDownload }) => startScreenDownload(window.location.pathname))
    .catch(() => undefined);
  ({ rendered } = await import('./hydrate'));
} finally {
  void replayEarlyInput?.(rendered);
}
