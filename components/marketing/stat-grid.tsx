import type { Stat } from "@/content";
import { cn } from "@/lib/utils";

/** Big numbers with labels (claims from the spec, verbatim). */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid gap-6 sm:grid-cols-2", stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border bg-card p-6 text-center shadow-sm">
          <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
