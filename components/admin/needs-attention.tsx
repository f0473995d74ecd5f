import { Link } from "@/components/ui/link";
import type { AttentionItem } from "@/lib/setup/attention";

/** "Needs attention": counts, their most common reasons, and a link to the page that fixes each. */
export function NeedsAttention({ items }: { items: AttentionItem[] }) {
  return (
    <section id="attention" aria-labelledby="attention-heading" className="scroll-mt-24 space-y-3">
      <h2 id="attention-heading" className="text-2xl font-semibold">
        Needs attention
      </h2>
      {items.length === 0 ? (
        <p className="rounded-md border p-4 text-muted-foreground">Nothing needs attention.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {items.map((item) => (
            <li key={item.key} data-attention={item.key} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  {item.count.toLocaleString("en-US")} {item.label}
                </p>
                {item.reasons.length > 0 && (
                  <ul className="space-y-0.5 text-sm text-muted-foreground">
                    {item.reasons.map((r) => (
                      <li key={r.reason} className="break-words">
                        {r.count.toLocaleString("en-US")}: {r.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <Link href={item.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {item.action}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
