/** More than this before the app loads is a stuck finger, not intent. */
const MOST_HELD_ACTIONS = 20;
/** A page whose screen never shows (it failed) gets its held input back after this. */
const LONGEST_WAIT_MS = 10_000;
/** Inputs whose `value` is not what the visitor typed. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'button', 'submit', 'reset']);

type TypableField = HTMLInputElement | HTMLTextAreaElement;
type HeldAction = { tap: HTMLButtonElement } | { field: TypableField; value: string };

function typableField(target: EventTarget | null): TypableField | null {
  if (target instanceof HTMLTextAreaElement) return target;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type) ? target : null;
}

/**
 * Gives a field the value typed before hydration as if typed now: React only sees a change its
 * value tracker did not record, so the field is first emptied through the tracker (the element's
 * own `value` setter) and then given the value behind it (the prototype's setter).
 */
function retype(field: TypableField, value: string): void {
  const setWithoutReact = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
  field.value = '';
  setWithoutReact?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A prerendered page shows its buttons and fields before the app's code has loaded; until React
 * has hydrated them a tap does nothing, and a typed value shows but the app never hears of it (a
 * quantity of 5 on screen, 1 in the cart). On a slow phone that is the first seconds of every
 * visit. This holds what the visitor does meanwhile (taps on buttons, marked busy; values typed
 * into fields) and replays it, in order, once the app has hydrated the page, as if the app had
 * been there all along. Links work without the app and are left alone.
 *
 * Returns the release, to call once React is attached (`hydrateRoot` has run) with the promise of
 * the hydrated page. New taps go to React from then on (it hydrates what was tapped first); the
 * held ones are replayed when the page is hydrated, one per task, so each sees the state the one
 * before it left.
 */
export function holdEarlyInput(root: HTMLElement): (rendered: Promise<void>) => Promise<void> {
  const held: HeldAction[] = [];
  const holdTap = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MOST_HELD_ACTIONS) held.push({ tap: button });
    button.setAttribute('aria-busy', 'true');
  };
  const holdTyping = (event: Event) => {
    const field = typableField(event.target);
    if (!field || !root.contains(field)) return;
    const last = held.at(-1);
    if (last && 'field' in last && last.field === field) last.value = field.value;
    else if (held.length < MOST_HELD_ACTIONS) held.push({ field, value: field.value });
  };
  document.addEventListener('click', holdTap, true);
  document.addEventListener('input', holdTyping, true);

  return async (rendered) => {
    document.removeEventListener('click', holdTap, true);
    await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
    document.removeEventListener('input', holdTyping, true);
    for (const action of held) if ('tap' in action) action.tap.removeAttribute('aria-busy');
    for (const action of held) {
      if ('tap' in action) {
        if (action.tap.isConnected && !action.tap.disabled) action.tap.click();
      } else if (action.field.isConnected) {
        retype(action.field, action.value);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
}
