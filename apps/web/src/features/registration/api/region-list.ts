import { useEffect, useState } from 'react';
import type { ComboboxOption } from '@/components/ui/combobox';

/** `provinces`, or the code of the province, regency or district whose children to list. */
export type RegionListName = string;

const lists = new Map<RegionListName, Promise<ComboboxOption[]>>();

function isPairList(data: unknown): data is [string, string][] {
  return (
    Array.isArray(data) &&
    data.every(
      (pair) => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    )
  );
}

/**
 * One small static JSON file per parent (built by scripts/build-regions.mjs), fetched once per
 * page; a failed fetch is forgotten so a retry fetches again.
 */
export function loadRegionList(name: RegionListName): Promise<ComboboxOption[]> {
  let list = lists.get(name);
  if (!list) {
    list = fetch(`/regions/${encodeURIComponent(name)}.json`)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((data: unknown) => {
        if (!isPairList(data)) throw new Error('invalid region list');
        return data.map(([value, label]) => ({ value, label }));
      });
    list.catch(() => lists.delete(name));
    lists.set(name, list);
  }
  return list;
}

export type RegionListState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  options: readonly ComboboxOption[];
};

const NONE: readonly ComboboxOption[] = [];

type Loaded = { name: RegionListName; attempt: number; list: RegionListState };

/** The options under `name` (null: the parent is not chosen yet), with a retry after a failure. */
export function useRegionList(name: RegionListName | null) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (name === null) return;
    let active = true;
    const settle = (list: RegionListState) => active && setLoaded({ name, attempt, list });
    loadRegionList(name).then(
      (options) => settle({ status: 'ready', options }),
      () => settle({ status: 'error', options: NONE }),
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);

  let list: RegionListState = { status: 'loading', options: NONE };
  if (name === null) list = { status: 'idle', options: NONE };
  else if (loaded?.name === name && loaded.attempt === attempt) list = loaded.list;
  return { ...list, retry: () => setAttempt((count) => count + 1) };
}
