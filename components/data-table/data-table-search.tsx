"use client";

import { useRef, useState } from "react";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useUrlState } from "@/components/data-table/use-url-state";

const DEBOUNCE_MS = 300;

/** The search box of a list, bound to `?q=` (debounced; Enter searches at once). */
export function DataTableSearch({ placeholder, label }: { placeholder: string; label: string }) {
  const { params, navigate } = useUrlState();
  const current = params.get("q") ?? "";
  const [value, setValue] = useState(current);
  const [sent, setSent] = useState(current);
  const [seen, setSeen] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed by something other than this box (Back, a link): show what it says.
  if (seen !== current) {
    setSeen(current);
    if (current !== sent) {
      setSent(current);
      setValue(current);
    }
  }

  const send = (q: string) => {
    clearTimeout(timer.current);
    const trimmed = q.trim();
    if (trimmed === sent) return;
    setSent(trimmed);
    navigate({ q: trimmed || null }, { resetPage: true, replace: true });
  };

  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        className="pl-9"
        onChange={(e) => {
          const q = e.target.value;
          setValue(q);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(q), DEBOUNCE_MS);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") send(value);
        }}
      />
    </div>
  );
}
