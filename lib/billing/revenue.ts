import "server-only";
import { db } from "@/lib/db";
import type { BillingProvider } from "@/lib/generated/prisma/enums";

/**
 * The revenue report (/admin/billing): money the providers actually moved, by calendar month (UTC, as the
 * providers' own exports) and provider: what was charged (each paid invoice or sale, at its amount paid;
 * a proration credit charges nothing; and each checkout order paid, at its total), what was refunded
 * (each subscription refund that succeeded, and each time more of an order's money went back, in the
 * month it happened), and the difference. A bookkeeper matches the charges line by line against
 * Stripe's and PayPal's records; the simulated year checks the totals against the fakes to the cent.
 * `ordersCents` / `orders`: the part of the charges that checkout orders made (the rest is subscriptions).
 */
export type RevenueRow = { month: string; provider: BillingProvider; chargesCents: number; charges: number; ordersCents: number; orders: number; refundsCents: number; refunds: number; netCents: number };
export type Revenue = { rows: RevenueRow[]; totals: Record<BillingProvider, { chargesCents: number; refundsCents: number; netCents: number }> };

/** Between `from` (included) and `to` (excluded), by the time the money moved. */
export async function revenueReport(range: { from?: Date; to?: Date } = {}): Promise<Revenue> {
  const from = range.from ?? new Date(0);
  const to = range.to ?? new Date("9999-01-01T00:00:00Z");
  const [charged, refunded, ordersPaid, ordersRefunded] = await Promise.all([
    db().$queryRaw<{ month: string; provider: BillingProvider; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', "paidAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, provider, sum("amountCents")::bigint AS cents, count(*)::bigint AS n
    FROM billing_payments WHERE status = 'paid' AND "amountCents" > 0 AND "paidAt" >= ${from} AND "paidAt" < ${to} GROUP BY 1, 2`,
    db().$queryRaw<{ month: string; provider: BillingProvider; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', "refundedAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, provider, sum("amountCents")::bigint AS cents, count(*)::bigint AS n
    FROM billing_refunds WHERE status = 'succeeded' AND "refundedAt" >= ${from} AND "refundedAt" < ${to} GROUP BY 1, 2`,
    // Checkout orders (lib/checkout/): paid by card at Stripe or at PayPal, by the order's payment method.
    db().$queryRaw<{ month: string; method: string | null; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', "paidAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, "paymentMethod" AS method, sum(total)::bigint AS cents, count(*)::bigint AS n
    FROM orders WHERE "paidAt" IS NOT NULL AND total > 0 AND "paidAt" >= ${from} AND "paidAt" < ${to} GROUP BY 1, 2`,
    db().$queryRaw<{ month: string; provider: BillingProvider; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, provider, sum("amountCents")::bigint AS cents, count(*)::bigint AS n
    FROM order_refund_entries WHERE at >= ${from} AND at < ${to} GROUP BY 1, 2`,
  ]);
  const byKey = new Map<string, RevenueRow>();
  const row = (month: string, provider: BillingProvider) => {
    const key = `${month}|${provider}`;
    let r = byKey.get(key);
    if (!r) byKey.set(key, (r = { month, provider, chargesCents: 0, charges: 0, ordersCents: 0, orders: 0, refundsCents: 0, refunds: 0, netCents: 0 }));
    return r;
  };
  for (const c of charged) {
    const r = row(c.month, c.provider);
    r.chargesCents += Number(c.cents);
    r.charges += Number(c.n);
  }
  for (const o of ordersPaid) {
    const r = row(o.month, o.method === "paypal" ? "paypal" : "stripe");
    r.chargesCents += Number(o.cents);
    r.charges += Number(o.n);
    r.ordersCents += Number(o.cents);
    r.orders += Number(o.n);
  }
  for (const x of [...refunded, ...ordersRefunded]) {
    const r = row(x.month, x.provider);
    r.refundsCents += Number(x.cents);
    r.refunds += Number(x.n);
  }
  const rows = [...byKey.values()].map((r) => ({ ...r, netCents: r.chargesCents - r.refundsCents })).sort((a, b) => b.month.localeCompare(a.month) || a.provider.localeCompare(b.provider));
  const totals = { stripe: { chargesCents: 0, refundsCents: 0, netCents: 0 }, paypal: { chargesCents: 0, refundsCents: 0, netCents: 0 } };
  for (const r of rows) {
    totals[r.provider].chargesCents += r.chargesCents;
    totals[r.provider].refundsCents += r.refundsCents;
    totals[r.provider].netCents += r.netCents;
  }
  return { rows, totals };
}
