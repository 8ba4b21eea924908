import { useCallback, useMemo, useState } from 'react';

/** A row as a bulk change names it: its id and the version the admin saw. */
export type SelectedRow = { id: string; updatedAt: string };

export type RowSelection = ReturnType<typeof useRowSelection>;

/**
 * The rows an admin ticked, kept while they page, search and filter (a bank statement's twelve
 * orders may sit on several pages), each with the version it was shown with.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = useCallback((row: SelectedRow, checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(row.id, row.updatedAt);
      else next.delete(row.id);
      return next;
    });
  }, []);
  const togglePage = useCallback((rows: readonly SelectedRow[], checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (checked) next.set(row.id, row.updatedAt);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const rows = useMemo(
    () => [...selected].map(([id, updatedAt]) => ({ id, updatedAt })),
    [selected],
  );
  return {
    count: selected.size,
    rows,
    isSelected: (id: string) => selected.has(id),
    toggle,
    togglePage,
    clear,
  };
}
