"use client";

import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useUrlState } from "@/components/data-table/use-url-state";

/** A filter select bound to one query parameter (the first option is the default and leaves it out). */
export function DataTableFilter({
  param,
  label,
  options,
}: {
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { params, navigate } = useUrlState();
  const value = params.get(param) ?? options[0]?.value ?? "";
  return (
    <NativeSelect
      aria-label={label}
      wrapperClassName="w-full sm:w-52"
      value={value}
      onChange={(e) => navigate({ [param]: e.target.value === options[0]?.value ? null : e.target.value }, { resetPage: true })}
    >
      {options.map((o) => (
        <NativeSelectOption key={o.value} value={o.value}>
          {o.label}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
