import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * A JSON value in localStorage that React components share: every change is saved at once,
 * other tabs hear it through the `storage` event, and the prerender (no storage) reads `empty`.
 */
export function createLocalStore<T>(key: string, empty: T, read: (raw: unknown) => T) {
  const listeners = new Set<Listener>();
  let cachedRaw: string | null | undefined;
  let cachedValue = empty;

  function get(): T {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cachedValue;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cachedValue = raw === null ? empty : read(JSON.parse(raw));
      } catch {
        cachedValue = empty;
      }
    }
    return cachedValue;
  }

  function set(value: T | null) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or a full storage: the value still lives for this page.
      cachedRaw = undefined;
      cachedValue = value ?? empty;
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    get,
    set,
    use: () => useSyncExternalStore(subscribe, get, () => empty),
  };
}
