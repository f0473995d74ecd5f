/**
 * Migration *_order_refund_entries against a real PostgreSQL (DATABASE_URL; skipped without it): an
 * order refunded before the table existed gets one entry for what it had back, at its last refund's
 * time (a dispute lost as the dispute's), so the revenue report books it; an order with nothing back
 * gets none.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "@/scripts/lib/migrate.mts";
import { databaseBefore, quiet, withClient } from "@/prisma/testing/migration-before";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("migration order_refund_entries", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("gives each order refunded before it one entry of what it had back, and no other order any", async () => {
    const dbUrl = await databaseBefore(serverUrl!, "order_refund_entries", cleanups);
    const ids = await withClient(dbUrl, async (c) => {
      const order = async (values: { method: string; refunded: number; refundedAt: string | null; status: string; intent?: string; paypal?: string; dispute?: [string, string] }) =>
        (await c.query<{ id: number }>(
          `INSERT INTO orders ("sessionId", "customerEmail", total, status, "paymentMethod", "paymentIntentId", "paypalOrderId", items, "paidAt", "refundedCents", "refundedAt", "disputeId", "disputeStatus")
           VALUES ('s', 'buyer@agency.example', 45000, $1::"OrderStatus", $2, $3, $4, '[]', '2026-11-03T10:00:00Z', $5, $6, $7, $8) RETURNING id`,
          [values.status, values.method, values.intent ?? null, values.paypal ?? null, values.refunded, values.refundedAt, values.dispute?.[0] ?? null, values.dispute?.[1] ?? null],
        )).rows[0]!.id;
      return {
        part: await order({ method: "card", refunded: 5000, refundedAt: "2026-11-20T12:00:00Z", status: "paid", intent: "pi_part" }),
        paypal: await order({ method: "paypal", refunded: 45000, refundedAt: "2026-12-01T09:00:00Z", status: "refunded", paypal: "PP-ORDER-1" }),
        lost: await order({ method: "card", refunded: 45000, refundedAt: "2026-11-28T08:00:00Z", status: "refunded", intent: "pi_lost", dispute: ["dp_lost", "lost"] }),
        none: await order({ method: "card", refunded: 0, refundedAt: null, status: "paid", intent: "pi_none" }),
      };
    });

    await migrate(dbUrl, { log: quiet });
    await withClient(dbUrl, async (c) => {
      const { rows } = await c.query(`SELECT "orderId", provider::text, reference, "amountCents", cause, at FROM order_refund_entries ORDER BY "orderId"`);
      expect(rows).toEqual([
        { orderId: ids.part, provider: "stripe", reference: "pi_part", amountCents: 5000, cause: "refund", at: new Date("2026-11-20T12:00:00Z") },
        { orderId: ids.paypal, provider: "paypal", reference: "PP-ORDER-1", amountCents: 45000, cause: "refund", at: new Date("2026-12-01T09:00:00Z") },
        { orderId: ids.lost, provider: "stripe", reference: "dp_lost", amountCents: 45000, cause: "dispute", at: new Date("2026-11-28T08:00:00Z") },
      ]);
    });
  });
});
