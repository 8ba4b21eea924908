import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * How many picked files are still being checked and shrunk, on the whole page. A form's submit
 * waits for them (`useAfterPicks`): a photo being shrunk is not the form's file yet.
 */
let preparing = 0;
const listeners = new Set<() => void>();
const pickListeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Counts one pick as being prepared until the returned function is called (once). */
export function beginPreparation(): () => void {
  preparing += 1;
  notify();
  for (const listener of pickListeners) listener();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    preparing -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Calls `listener` each time a picked file starts being prepared, e.g. to get what its upload will
 * need while the photo is still being shrunk. Returns the unsubscribe.
 */
export function onPickBegins(listener: () => void): () => void {
  pickListeners.add(listener);
  return () => void pickListeners.delete(listener);
}

/** The number of picks being prepared right now. */
export const preparingPicks = () => preparing;

/**
 * A submit tapped while a picked file is still being prepared runs as soon as none is, with the
 * form as it is by then (the picker hands its file over before its preparation ends): no tap is
 * lost, and more taps meanwhile still run it once. `waiting` is true until then.
 */
export function useAfterPicks(action: () => void) {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const queued = useRef<() => void>(undefined);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => () => queued.current?.(), []);

  function run() {
    if (preparingPicks() === 0) return latest.current();
    if (queued.current) return;
    const stop = subscribe(() => {
      if (preparingPicks() > 0) return;
      stop();
      queued.current = undefined;
      setWaiting(false);
      latest.current();
    });
    queued.current = stop;
    setWaiting(true);
  }

  return { run, waiting };
}
