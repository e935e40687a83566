import { useState } from 'react';

export interface RowSelection<Id> {
  selected: ReadonlySet<Id>;
  /** Ticks or clears these rows (one row, or every row on the page). */
  onSelect: (ids: readonly Id[], selected: boolean) => void;
  clear: () => void;
}

/** Which rows of a selectable table are ticked, for its bulk bar. */
export function useRowSelection<Id>(): RowSelection<Id> {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set());
  const onSelect = (ids: readonly Id[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return { selected, onSelect, clear: () => setSelected(new Set()) };
}
