"use client";

import { useId, useState } from "react";
import { XIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { fieldErrorId } from "@/components/ui/form-field";

export type CountyOption = { fips: string; name: string; zipCount: number };

/**
 * Texas' 254 counties as a map-free, searchable multi-select (issue 31 §3): a search box narrows a
 * list of real checkboxes (Tab and Space work, and without JavaScript the whole list is there), a live
 * count says how many are chosen, and the chosen ones are listed with a button to remove each.
 */
export function CountyPicker({ counties, defaultSelected, error }: { counties: CountyOption[]; defaultSelected: string[]; error?: string }) {
  const id = useId();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(defaultSelected));
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const matches = (c: CountyOption) => !q || c.name.toLowerCase().includes(q) || c.fips.endsWith(q);
  const shown = counties.filter(matches).length;
  const toggle = (fips: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(fips);
      else next.delete(fips);
      return next;
    });
  const chosen = counties.filter((c) => selected.has(c.fips));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-count${error ? ` ${fieldErrorId(id)}` : ""}`} aria-invalid={error ? true : undefined} data-testid="county-picker">
      <legend className="mb-1 text-sm font-medium">Counties</legend>
      <label htmlFor={`${id}-search`} className="text-sm">
        Search Texas counties
      </label>
      <Input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls={`${id}-list`} placeholder="Travis, Harris, El Paso…" autoComplete="off" />
      <p id={`${id}-count`} aria-live="polite" className="text-sm text-muted-foreground" data-testid="county-count">
        {selected.size} of {counties.length} counties chosen{q ? ` · ${shown} ${shown === 1 ? "matches" : "match"} “${query.trim()}”` : ""}
      </p>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Chosen counties">
          {chosen.map((c) => (
            <li key={c.fips}>
              <button type="button" onClick={() => toggle(c.fips, false)} className="inline-flex items-center gap-1 rounded-md border bg-secondary px-2 py-0.5 text-xs hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring" aria-label={`Remove ${c.name} County`}>
                {c.name} <XIcon aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul id={`${id}-list`} className="grid max-h-72 gap-0.5 overflow-y-auto rounded-md border p-2 sm:grid-cols-2" aria-label="Texas counties">
        {counties.map((c) => (
          <li key={c.fips} hidden={!matches(c)}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
              <input type="checkbox" name="counties" value={c.fips} checked={selected.has(c.fips)} onChange={(e) => toggle(c.fips, e.target.checked)} className="size-4 accent-primary" />
              <span>{c.name} County</span>
              <span className="text-xs text-muted-foreground">
                {c.zipCount} ZIP{c.zipCount === 1 ? "" : "s"}
              </span>
            </label>
          </li>
        ))}
        {shown === 0 && <li className="p-2 text-sm text-muted-foreground">No Texas county matches “{query.trim()}”.</li>}
      </ul>
      {error && (
        <p id={fieldErrorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
