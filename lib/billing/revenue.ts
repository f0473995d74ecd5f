import "server-only";
import { db } from "@/lib/db";
import type { BillingProvider } from "@/lib/generated/prisma/enums";

/**
 * The revenue report (/admin/billing): money the providers actually moved, by calendar month (UTC, as the
 * providers' own exports) and provider: what was charged (each paid invoice or sale, at its amount paid;
 * a proration credit charges nothing), what was refunded (each refund that succeeded, in the month it
 * was made), and the difference. A bookkeeper matches the charges line by line against Stripe's and
 * PayPal's records; the simulated year checks the totals against the fakes to the cent.
 */
export type RevenueRow = { month: string; provider: BillingProvider; chargesCents: number; charges: number; refundsCents: number; refunds: number; netCents: number };
export type Revenue = { rows: RevenueRow[]; totals: Record<BillingProvider, { chargesCents: number; refundsCents: number; netCents: number }> };

/** Between `from` (included) and `to` (excluded), by the time the money moved. */
export async function revenueReport(range: { from?: Date; to?: Date } = {}): Promise<Revenue> {
  const from = range.from ?? new Date(0);
  const to = range.to ?? new Date("9999-01-01T00:00:00Z");
  const charged = await db().$queryRaw<{ month: string; provider: BillingProvider; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', "paidAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, provider, sum("amountCents")::bigint AS cents, count(*)::bigint AS n
    FROM billing_payments WHERE status = 'paid' AND "amountCents" > 0 AND "paidAt" >= ${from} AND "paidAt" < ${to} GROUP BY 1, 2`;
  const refunded = await db().$queryRaw<{ month: string; provider: BillingProvider; cents: bigint; n: bigint }[]>`
    SELECT to_char(date_trunc('month', "refundedAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, provider, sum("amountCents")::bigint AS cents, count(*)::bigint AS n
    FROM billing_refunds WHERE status = 'succeeded' AND "refundedAt" >= ${from} AND "refundedAt" < ${to} GROUP BY 1, 2`;
  const byKey = new Map<string, RevenueRow>();
  const row = (month: string, provider: BillingProvider) => {
    const key = `${month}|${provider}`;
    let r = byKey.get(key);
    if (!r) byKey.set(key, (r = { month, provider, chargesCents: 0, charges: 0, refundsCents: 0, refunds: 0, netCents: 0 }));
    return r;
  };
  for (const c of charged) Object.assign(row(c.month, c.provider), { chargesCents: Number(c.cents), charges: Number(c.n) });
  for (const r of refunded) Object.assign(row(r.month, r.provider), { refundsCents: Number(r.cents), refunds: Number(r.n) });
  const rows = [...byKey.values()].map((r) => ({ ...r, netCents: r.chargesCents - r.refundsCents })).sort((a, b) => b.month.localeCompare(a.month) || a.provider.localeCompare(b.provider));
  const totals = { stripe: { chargesCents: 0, refundsCents: 0, netCents: 0 }, paypal: { chargesCents: 0, refundsCents: 0, netCents: 0 } };
  for (const r of rows) {
    totals[r.provider].chargesCents += r.chargesCents;
    totals[r.provider].refundsCents += r.refundsCents;
    totals[r.provider].netCents += r.netCents;
  }
  return { rows, totals };
}
