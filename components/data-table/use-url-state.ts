"use client";

import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export type UrlChanges = Record<string, string | null | undefined>;

/**
 * The address as the lists' state: read the query string, build links with some parameters
 * changed, or navigate to them (push: a history entry, so Back undoes it; replace: while typing).
 * Changing a filter, the search or the sort starts again at page 1 (`resetPage`). The server
 * component re-renders with the new parameters; `pending` is true meanwhile.
 */
export function useUrlState() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  const hrefWith = useCallback(
    (changes: UrlChanges, opts: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") next.delete(key);
        else next.set(key, value);
      }
      if (opts.resetPage) next.delete("page");
      const qs = next.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [params, pathname],
  );

  const navigate = useCallback(
    (changes: UrlChanges, opts: { resetPage?: boolean; replace?: boolean } = {}) => {
      const href = hrefWith(changes, opts);
      startTransition(() => (opts.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [hrefWith, router],
  );

  return { params, hrefWith, navigate, pending };
}
