"use client";

import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useUrlState } from "@/components/data-table/use-url-state";

export type SortOption = { label: string; sort: string; dir: "asc" | "desc" };

/** A sort select for card layouts (tables sort from their headers); writes `sort` and `dir`. */
export function DataTableSort({ options, sort, dir }: { options: readonly SortOption[]; sort: string; dir: "asc" | "desc" }) {
  const { navigate } = useUrlState();
  const current = options.findIndex((o) => o.sort === sort && o.dir === dir);
  return (
    <NativeSelect
      aria-label="Sort by"
      wrapperClassName="w-full sm:w-48"
      value={String(Math.max(0, current))}
      onChange={(e) => {
        const o = options[Number(e.target.value)]!;
        navigate({ sort: o.sort, dir: o.dir }, { resetPage: true });
      }}
    >
      {options.map((o, i) => (
        <NativeSelectOption key={`${o.sort}-${o.dir}`} value={i}>
          {o.label}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
