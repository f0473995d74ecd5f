"use client";

import { clsx } from "clsx";
import type { BillingIntervalValue } from "@/lib/constants";
import { formatCents } from "@/lib/constants";

/** Monthly or annual, as two large radio cards (native radios: arrow keys move, the legend names the group). */
export function IntervalChoice({ prices, value, onChange }: { prices: Record<BillingIntervalValue, number>; value: BillingIntervalValue; onChange: (v: BillingIntervalValue) => void }) {
  const saving = prices.month * 12 - prices.year;
  const options: { value: BillingIntervalValue; title: string; price: string; note: string }[] = [
    { value: "month", title: "Monthly", price: `${formatCents(prices.month)}/month`, note: "Billed every month, in advance" },
    { value: "year", title: "Annual", price: `${formatCents(prices.year)}/year`, note: saving > 0 ? `Two months free: you save ${formatCents(saving)}` : "Billed once a year, in advance" },
  ];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">Billing</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className={clsx(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            value === o.value ? "border-primary bg-primary/5" : "hover:bg-muted",
          )}
        >
          <input type="radio" name="interval" value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-1 accent-primary" />
          <span className="grid gap-0.5">
            <span className="font-semibold">{o.title}</span>
            <span>{o.price}</span>
            <span className="text-sm text-muted-foreground">{o.note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
