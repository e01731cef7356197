import { useMemo, useRef, useState } from 'react';
import { clickSelect, type SelectedOrder } from './selection';

/**
 * The Orders page's chosen orders, kept across its pages and filters until cleared: a click (or
 * Space) toggles a row; Shift with it takes every row between it and the last row clicked on this
 * page. A keyboard Space reaches the checkbox as a click without Shift, so Shift+Space is read
 * from its keydown.
 */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, SelectedOrder>>(new Map());
  const anchor = useRef<number | null>(null);
  const shiftSpace = useRef(false);

  // Stable across renders (they touch only refs and the state's setter): the page resets the
  // range in an effect that must not run on every render.
  const actions = useMemo(
    () => ({
      /** The row's checkbox changed to `on`; `shift`: the click's (or its Space's) Shift key. */
      pick(rows: readonly SelectedOrder[], index: number, on: boolean, shift: boolean) {
        const range = shift || shiftSpace.current;
        shiftSpace.current = false;
        setSelected((s) => clickSelect(s, rows, index, on, anchor.current, range));
        anchor.current = index;
      },
      /** A key went down on a row's checkbox: remembers Shift+Space for the click that follows. */
      keyDown(key: string, shift: boolean) {
        shiftSpace.current = key === ' ' && shift;
      },
      /** The page's rows all chosen (`on`) or all let go. */
      page(rows: readonly SelectedOrder[], on: boolean) {
        setSelected((s) => {
          const next = new Map(s);
          for (const r of rows) {
            if (on) next.set(r.id, r);
            else next.delete(r.id);
          }
          return next;
        });
      },
      /** Every order of the filter (the server's answer to "select all"). */
      replace(orders: readonly SelectedOrder[]) {
        setSelected(new Map(orders.map((o) => [o.id, o])));
        anchor.current = null;
      },
      /** Lets go of these orders (those a bulk change did), or of all. */
      drop(ids?: readonly number[]) {
        setSelected((s) => {
          if (!ids) return new Map();
          const next = new Map(s);
          for (const id of ids) next.delete(id);
          return next;
        });
        if (!ids) anchor.current = null;
      },
      /** The page changed: a range starts again from the next click. */
      resetAnchor() {
        anchor.current = null;
      },
    }),
    [],
  );
  return { selected, ...actions };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
