"use client";

import { useCallback, useMemo, useState } from "react";

/** The rows ticked on this page, or "all N matching this filter" (`all`). */
export type RowSelection = {
  ids: string[];
  all: boolean;
  /** Rows matching the filter (the pager's total). */
  total: number;
  pageIds: string[];
  toggle: (id: string) => void;
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

/**
 * The selection of the one data table. It belongs to the page of rows it was made on: when the server
 * sends another page (paging, a filter, the result of a bulk action), it starts empty again.
 */
export function useRowSelection(pageIds: string[], total: number): RowSelection {
  const signature = pageIds.join(",");
  const [state, setState] = useState<{ signature: string; ids: string[]; all: boolean }>({ signature, ids: [], all: false });
  const current = state.signature === signature ? state : { signature, ids: [], all: false };

  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const base = s.signature === signature ? s.ids : [];
        return { signature, all: false, ids: base.includes(id) ? base.filter((x) => x !== id) : [...base, id] };
      }),
    [signature],
  );
  const togglePage = useCallback(
    () => setState((s) => ({ signature, all: false, ids: s.signature === signature && s.ids.length === pageIds.length ? [] : pageIds })),
    [signature, pageIds],
  );
  const selectAllMatching = useCallback(() => setState({ signature, ids: pageIds, all: true }), [signature, pageIds]);
  const clear = useCallback(() => setState({ signature, ids: [], all: false }), [signature]);

  return useMemo(
    () => ({ ids: current.ids, all: current.all, total, pageIds, toggle, togglePage, selectAllMatching, clear }),
    [current.ids, current.all, total, pageIds, toggle, togglePage, selectAllMatching, clear],
  );
}
