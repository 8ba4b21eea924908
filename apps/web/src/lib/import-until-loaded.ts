/** The first pause before a failed download is tried again; each failure doubles it, up to the most. */
const FIRST_PAUSE_MS = 2000;
const LONGEST_PAUSE_MS = 30_000;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) {
      setTimeout(resolve, ms);
      return;
    }
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Code loaded on demand that a flaky network must not take away for good (the upload engine of
 * a picked photo, the signature pad): a failed download is tried again once the browser is back
 * online, or after a growing pause while it believes it never left, until the code arrives.
 * Chromium downloads a module again after a failed dynamic import.
 */
export function importUntilLoaded<T>(load: () => Promise<T>, pauseMs = FIRST_PAUSE_MS): Promise<T> {
  return load().catch(() =>
    pause(pauseMs).then(() => importUntilLoaded(load, Math.min(pauseMs * 2, LONGEST_PAUSE_MS))),
  );
}
