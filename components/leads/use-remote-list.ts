"use client";

import { useCallback, useEffect, useState } from "react";

export type RemoteList<T> =
  | { status: "loading"; rows: null }
  | { status: "ready"; rows: T[] }
  | { status: "error"; rows: null };

/**
 * Loads a `{data: T[]}` list once on mount (no retry, no refetch on focus: spec §7) and exposes
 * `reload()` for a Retry button.
 */
export function useRemoteList<T>(load: () => Promise<{ data: T[] }>) {
  const [state, setState] = useState<RemoteList<T>>({ status: "loading", rows: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    load()
      .then((res) => {
        if (!cancelled) setState({ status: "ready", rows: Array.isArray(res?.data) ? res.data : [] });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "error", rows: null });
      });
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading", rows: null });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
}
