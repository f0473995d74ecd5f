import { CircleCheckIcon } from "@/components/icons/circle-check";
import { CircleXIcon } from "@/components/icons/circle-x";
import { cn } from "@/lib/utils";

/** A pass/fail line: green check or red cross, with the outcome in words for screen readers. */
export function CheckMark({ ok, label, className }: { ok: boolean; label: string; className?: string }) {
  const Icon = ok ? CircleCheckIcon : CircleXIcon;
  return (
    <span data-ok={ok} className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", ok ? "text-success" : "text-destructive")} />
      {label}
      <span className="sr-only">{ok ? ": passed" : ": failed"}</span>
    </span>
  );
}
