import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { markOrderPaid } from "@/lib/checkout/order-status";
import { registerAccount } from "@/lib/auth/registration";
import { PRODUCTS } from "@/lib/constants";
import type { OrderLine } from "@/lib/checkout/order-lines";

async function orderOf(slugs: { slug: string; quantity: number }[], userId: number | null) {
  const lines: OrderLine[] = [];
  for (const { slug, quantity } of slugs) {
    const p = await db().product.findUniqueOrThrow({ where: { slug } });
    lines.push({ productId: p.id, slug, name: p.name, type: p.type, leadType: p.leadType, leadCount: p.leadCount, unitPrice: p.price, quantity, lineTotal: p.price * quantity });
  }
  return db().order.create({ data: { sessionId: randomUUID(), customerEmail: `buyer.${randomUUID().slice(0, 8)}@agency.example`, customerName: "Dana Buyer", total: lines.reduce((s, l) => s + l.lineTotal, 0), items: lines, userId } });
}

describe("paid orders give their buyer entitlements (real PostgreSQL)", () => {
  it("a signed-in buyer's Growth plan and home package: one entitlement per line, waiting for the set-up, the receipt links the set-up", async () => {
    for (const p of PRODUCTS) await db().product.upsert({ where: { slug: p.slug }, create: p, update: {} });
    const buyer = await makeUser("agent");
    const order = await orderOf([{ slug: "growth-monthly", quantity: 1 }, { slug: "home-leads-25", quantity: 2 }, { slug: "premium-content-monthly", quantity: 1 }], buyer.id);
    expect(await markOrderPaid(order.id, { provider: "stripe", reference: "pi_test", via: "test" })).toBe(true);
    expect(await markOrderPaid(order.id, { provider: "stripe", reference: "pi_test", via: "replay" })).toBe(false);
    const rows = await db().entitlement.findMany({ where: { orderId: order.id }, orderBy: [{ quota: "asc" }, { planName: "asc" }] });
    expect(rows.map((e) => ({ plan: e.planName, quota: e.quota, lines: e.lines, price: e.priceCents, perLead: e.pricePerLeadCents, status: e.status, buyerId: e.buyerId }))).toEqual([
      { plan: "Growth", quota: 50, lines: ["auto", "home", "life"], price: 29700, perLead: 594, status: "awaiting_setup", buyerId: buyer.id },
      { plan: "Home Insurance Leads (25)", quota: 50, lines: ["home"], price: 90000, perLead: 1800, status: "awaiting_setup", buyerId: buyer.id },
    ]);
    const receipt = await db().communication.findFirstOrThrow({ where: { dedupeKey: `order-receipt:${order.id}` } });
    expect(receipt.content).toContain("/account/plan/setup");
  });

  it("an order paid signed out sends an invitation link; the account it registers owns the plan", async () => {
    const order = await orderOf([{ slug: "starter-monthly", quantity: 1 }], null);
    await markOrderPaid(order.id, { provider: "paypal", reference: "PAYID-1", via: "test" });
    const receipt = await db().communication.findFirstOrThrow({ where: { dedupeKey: `order-receipt:${order.id}` } });
    const token = /\/register\?invitation=([A-Za-z0-9_-]+)/.exec(receipt.content ?? "")?.[1];
    expect(token).toBeTruthy();
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ buyerId: null, quota: 25 });
    const result = await registerAccount({ username: `dana-${randomUUID().slice(0, 6)}`, password: "a long and unusual passphrase 42", invitation: token });
    expect(result.ok).toBe(true);
    const userId = result.ok ? result.user.id : 0;
    expect(result.ok && result.user).toMatchObject({ role: "agent", status: "active" });
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ buyerId: userId });
  });
});
