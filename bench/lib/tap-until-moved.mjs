// A submit tapped once, as a person taps it the moment the form looks complete. The flow should
// then move on (a next page, a dialog, the success page). When it has not, and for LOST_TAP_MS
// nothing on the page visibly waited (the button enabled, saying what it said before), the tap
// was lost: it is counted, with what the page newly said in the seconds after it, and tapped
// again.
//
// Watching costs the page's main thread, which is the slow phone's: a person's eyes cost it
// nothing. So the page is only asked cheap questions (a path, a selector, a text), and whether
// it moved on is polled inside the page; Playwright's role and label locators, which walk the
// whole document for accessible names, are not polled here.
/* global window, document -- pageShows, submitIdle and pageSays run in the page */
const LOST_TAP_MS = 20_000;
const LISTEN_MS = 8000;
const GIVE_UP_MS = 10 * 60_000;
/** How often the page checks whether it moved on, and how often the harness looks. */
const MOVED_POLL_MS = 100;
const LOOK_MS = 500;

/** What a person reads after a tap: alerts, toasts and live regions. */
const SAYS = '[role="alert"], [data-sonner-toast], [aria-live]';

/**
 * In the page: whether it shows what a step leads to, either at `path` or an element visible
 * for `selector` (holding `text`, when given).
 */
function pageShows({ path, selector, text }) {
  if (path !== undefined) return window.location.pathname === path;
  return [...document.querySelectorAll(selector)].some(
    (element) =>
      element.getClientRects().length > 0 &&
      (text === undefined || element.textContent.includes(text)),
  );
}

/** In the page: a button there, enabled and showing `label`, and no dialog open if asked. */
function submitIdle({ label, noDialog }) {
  if (noDialog && document.querySelector('[role="dialog"]')) return false;
  return [...document.querySelectorAll('button')].some(
    (button) => !button.disabled && button.innerText.trim() === label,
  );
}

function pageSays(page) {
  return page
    .evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .map((element) => element.textContent.replace(/\s+/g, ' ').trim())
          .filter(Boolean),
      SAYS,
    )
    .catch(() => []);
}

/** True once the page shows `movedOn`, false after `ms` without it. */
function movedWithin(page, movedOn, ms) {
  return page.waitForFunction(pageShows, movedOn, { polling: MOVED_POLL_MS, timeout: ms }).then(
    () => true,
    (error) => {
      if (error.name === 'TimeoutError') return false;
      throw error;
    },
  );
}

/**
 * `tap` is an async function; `movedOn` what the page shows once the flow moved on
 * (`{ path }` or `{ selector, text? }`); `idle` the submit that waits for nothing
 * (`{ label, noDialog? }`). Returns when the flow moved on, and each lost tap: when (ms after
 * `since`) and what the page said after it.
 */
export async function tapUntilMoved(page, { tap, movedOn, idle, since }) {
  const lost = [];
  let tappedAt = Date.now();
  let quietSince = tappedAt;
  let before = new Set(await pageSays(page));
  let said = new Set();
  await tap();
  for (;;) {
    if (await movedWithin(page, movedOn, LOOK_MS)) return { lost, movedAt: Date.now() };
    if (Date.now() - tappedAt > GIVE_UP_MS) throw new Error('the flow never moved on');
    if (Date.now() - tappedAt < LISTEN_MS) {
      for (const text of await pageSays(page)) if (!before.has(text)) said.add(text);
    }
    if (!(await page.evaluate(submitIdle, idle).catch(() => false))) quietSince = Date.now();
    else if (Date.now() - quietSince > LOST_TAP_MS) {
      lost.push({ ms: tappedAt - since, said: [...said] });
      before = new Set(await pageSays(page));
      said = new Set();
      tappedAt = quietSince = Date.now();
      await tap();
    }
  }
}
