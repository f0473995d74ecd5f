"use client";

import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { apiRequest } from "@/lib/client/api";

export type AccountOption = { id: number; name: string };
const PICKER_RESULTS = 25;

/**
 * Picks one of the user's accounts without loading them all: a search box queries
 * GET /api/crm/accounts (25 by name) and the select lists the matches. `initial`: the first
 * accounts, read by the page's server (so the select works before, or without, JavaScript).
 * `selectProps` carry the field's name, default value and Field's wiring (id, aria-invalid…).
 */
export function AccountPicker({ selectProps, fixed, initial }: { selectProps: React.ComponentProps<"select">; fixed?: AccountOption; initial?: AccountOption[] }) {
  const [q, setQ] = useState("");
  const [options, setOptions] = useState<AccountOption[] | null>(fixed ? [fixed] : (initial ?? null));

  useEffect(() => {
    if (fixed || (initial && !q.trim())) return;
    const controller = new AbortController();
    const t = setTimeout(() => {
      const qs = new URLSearchParams({ size: String(PICKER_RESULTS), sort: "name", dir: "asc", ...(q.trim() ? { q: q.trim() } : {}) });
      apiRequest<AccountOption[]>("GET", `/api/crm/accounts?${qs}`)
        .then((rows) => {
          if (!controller.signal.aborted) setOptions(rows.map((r) => ({ id: r.id, name: r.name })));
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        });
    }, q ? 250 : 0);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [q, fixed, initial]);

  return (
    <div className="grid gap-2">
      {!fixed && <Input type="search" aria-label="Find an account" placeholder="Type to find an account" value={q} onChange={(e) => setQ(e.target.value)} />}
      <NativeSelect {...selectProps}>
        {!fixed && <NativeSelectOption value="">{options === null ? "Loading accounts..." : options.length ? "Select an account" : "No accounts found"}</NativeSelectOption>}
        {options?.map((o) => (
          <NativeSelectOption key={o.id} value={o.id}>
            {o.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
