// A submit tapped once, as a person taps it the moment the form looks complete. The flow should
// then move on (a next page, a dialog, the success page). When it has not, and for LOST_TAP_MS
// nothing on the page visibly waited (the button enabled, saying what it said before), the tap
// was lost: it is counted, with what the page newly said in the seconds after it, and tapped
// again.
const LOST_TAP_MS = 20_000;
const LISTEN_MS = 8000;
const GIVE_UP_MS = 10 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's alerts, toasts and live regions now: what a person reads after a tap. */
function pageSays(page) {
  return page
    .locator('[role="alert"], [data-sonner-toast], [aria-live]')
    .allTextContents()
    .then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))
    .catch(() => []);
}

/**
 * `tap`, `movedOn` and `idle` are async functions. Returns when the flow moved on, and each lost
 * tap: when (ms after `since`) and what the page said after it.
 */
export async function tapUntilMoved(page, { tap, movedOn, idle, since }) {
  const lost = [];
  let tappedAt = Date.now();
  let quietSince = tappedAt;
  let before = new Set(await pageSays(page));
  let said = new Set();
  await tap();
  for (;;) {
    if (await movedOn()) return { lost, movedAt: Date.now() };
    if (Date.now() - tappedAt > GIVE_UP_MS) throw new Error('the flow never moved on');
    if (Date.now() - tappedAt < LISTEN_MS) {
      for (const text of await pageSays(page)) if (!before.has(text)) said.add(text);
    }
    if (!(await idle())) quietSince = Date.now();
    else if (Date.now() - quietSince > LOST_TAP_MS) {
      lost.push({ ms: tappedAt - since, said: [...said] });
      before = new Set(await pageSays(page));
      said = new Set();
      tappedAt = quietSince = Date.now();
      await tap();
    }
    await sleep(100);
  }
}

/**
 * A submit button that waits for nothing: there, enabled and showing its own label. Asked
 * without waiting, as the page may be changing under it.
 */
export function idleButton(button, label) {
  return async () => {
    if ((await button.count()) === 0) return false;
    const quick = { timeout: 1000 };
    return button
      .evaluate(
        (element, text) => !element.disabled && element.innerText.trim() === text,
        label,
        quick,
      )
      .catch(() => false);
  };
}
