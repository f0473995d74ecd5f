import { formatCents } from "@/lib/constants";
import type { Revenue } from "@/lib/billing/revenue";

const monthName = (m: string) => new Date(`${m}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The revenue report: charges (checkout orders' share noted), refunds and net by month and provider, with the totals. */
export function RevenueTable({ revenue }: { revenue: Revenue }) {
  if (revenue.rows.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  const total = (p: "stripe" | "paypal") => revenue.totals[p];
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Revenue by month and provider</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Month (UTC)</th>
            <th scope="col" className="py-2 pr-3 font-medium">Provider</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Charges</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Refunds</th>
            <th scope="col" className="py-2 text-right font-medium">Net</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {revenue.rows.map((r) => (
            <tr key={`${r.month}-${r.provider}`}>
              <td className="py-2 pr-3">{monthName(r.month)}</td>
              <td className="py-2 pr-3">{r.provider === "paypal" ? "PayPal" : "Stripe"}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatCents(r.chargesCents)} <span className="text-muted-foreground">({r.charges})</span>
                {r.orders > 0 && <span className="block text-xs text-muted-foreground">{formatCents(r.ordersCents)} of it from {r.orders === 1 ? "1 order" : `${r.orders} orders`}</span>}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(r.refundsCents)} <span className="text-muted-foreground">({r.refunds})</span></td>
              <td className="py-2 text-right tabular-nums font-medium">{formatCents(r.netCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          {(["stripe", "paypal"] as const).map((p) => (
            <tr key={p} data-testid={`revenue-total-${p}`}>
              <th scope="row" colSpan={2} className="py-2 pr-3 text-left">All time, {p === "paypal" ? "PayPal" : "Stripe"}</th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(total(p).chargesCents)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(total(p).refundsCents)}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(total(p).netCents)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
