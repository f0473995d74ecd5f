import type { SupplyRow } from "@/lib/marketplace/admin-views";
import { titleCase } from "@/lib/crm/format";

/**
 * What sells out (every lead delivered, little or no quota left: room for more buyers or a price rise)
 * and what goes unsold (leads nobody could take: buyers to find), from the supply-and-demand rows.
 */
export function SupplySummary({ rows }: { rows: SupplyRow[] }) {
  // Sells out where buyers are: a county no plan covers, its leads placed by an admin's hand, is no sell-out.
  const sellsOut = rows.filter((r) => r.buyers > 0 && r.captured > 0 && r.unsold === 0 && r.delivered > 0 && r.quotaLeft <= r.delivered).slice(0, 8);
  const unsold = [...rows].filter((r) => r.unsold > 0).sort((a, b) => b.unsold - a.unsold).slice(0, 8);
  const name = (r: SupplyRow) => `${titleCase(r.line)} in ${r.county}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="sells-out" className="rounded-lg border p-4 text-sm">
        <h3 id="sells-out" className="mb-2 font-semibold">
          Sells out
        </h3>
        {sellsOut.length === 0 ? (
          <p className="text-muted-foreground">Nothing sells out: buyers have quota left wherever leads arrive.</p>
        ) : (
          <ul className="grid gap-1">
            {sellsOut.map((r) => (
              <li key={`${r.line}:${r.county}`}>
                {name(r)}: all {r.delivered} delivered, {r.quotaLeft} left in {r.buyers} {r.buyers === 1 ? "plan" : "plans"}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="goes-unsold" className="rounded-lg border p-4 text-sm">
        <h3 id="goes-unsold" className="mb-2 font-semibold">
          Goes unsold
        </h3>
        {unsold.length === 0 ? (
          <p className="text-muted-foreground">No lead went unsold in the last 30 days.</p>
        ) : (
          <ul className="grid gap-1">
            {unsold.map((r) => (
              <li key={`${r.line}:${r.county}`}>
                {name(r)}: {r.unsold} of {r.captured} unsold{r.buyers === 0 ? " (no buyer covers it)" : ` (${r.buyers} ${r.buyers === 1 ? "buyer" : "buyers"}, ${r.quotaLeft} left)`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
