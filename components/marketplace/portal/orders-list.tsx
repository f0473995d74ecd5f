import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/constants";
import { formatTexas } from "@/lib/crm/texas-time";
import type { BuyerPortal } from "@/lib/marketplace/portal";

/** The buyer's paid orders, and the way to billing and invoices. */
export function OrdersList({ orders }: { orders: BuyerPortal["orders"] }) {
  return (
    <section aria-labelledby="orders-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders-heading" className="text-xl font-semibold">
          Your orders
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link href="/account/billing">Billing and invoices</Link>
        </Button>
      </div>
      {orders.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
          No orders on this account yet.{" "}
          <Link href="/pricing" className="text-primary underline-offset-4 hover:underline">
            See the plans
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Orders">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">Order #{o.id}</span> · {o.items || "Order"}
              </span>
              <span className="text-muted-foreground">
                {formatTexas(o.createdAt, { time: false })} · {formatCents(o.total)}
                {o.status === "refunded" ? " · refunded" : o.refundedCents > 0 ? ` · ${formatCents(o.refundedCents)} refunded` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
