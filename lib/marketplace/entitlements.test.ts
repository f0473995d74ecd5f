import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { changeEntitlementTerms, claimOrderEntitlements, endFinishedEntitlements, openEntitlement, setEntitlementStatus, startAwaitingEntitlements } from "@/lib/marketplace/entitlements";
import { productBySlug, termsOfProduct } from "@/lib/marketplace/plans";
import { addMonths, proratedQuota } from "@/lib/marketplace/period";
import { randomUUID } from "node:crypto";

const growth = termsOfProduct(productBySlug("growth-monthly")!);
const premium = termsOfProduct(productBySlug("premium-monthly")!);

describe("entitlements", () => {
  it("opens one entitlement per source reference, whatever retries do, with the price per lead", async () => {
    const buyer = await makeUser("agent");
    const ref = `stripe:sub_${randomUUID()}:2026-11-01T00:00:00.000Z`;
    const period = { start: new Date("2026-11-01T00:00:00Z"), end: new Date("2026-12-01T00:00:00Z") };
    const [a, b] = await Promise.all([
      db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "subscription", sourceRef: ref, terms: growth, period })),
      db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "subscription", sourceRef: ref, terms: growth, period })),
    ]);
    expect([a.opened, b.opened].sort()).toEqual([false, true]);
    expect(a.id).toBe(b.id);
    const row = await db().entitlement.findUniqueOrThrow({ where: { id: a.id } });
    expect(row).toMatchObject({ status: "active", quota: 50, lines: ["auto", "home", "life"], priceCents: 29700, pricePerLeadCents: 594 });
  });

  it("an order's entitlement waits for the buyer's approved set-up, then runs a month from approval", async () => {
    const buyer = await makeUser("agent");
    const ref = `order:${randomUUID()}`;
    const opened = await db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "order", sourceRef: ref, terms: growth }));
    expect(opened.status).toBe("awaiting_setup");
    const approvedAt = new Date("2026-11-26T15:00:00Z");
    await db().$transaction((tx) => startAwaitingEntitlements(tx, buyer.id, approvedAt));
    const row = await db().entitlement.findUniqueOrThrow({ where: { id: opened.id } });
    expect(row).toMatchObject({ status: "active", periodStart: approvedAt, periodEnd: new Date("2026-12-26T15:00:00Z") });
  });

  it("an order paid without an account is claimed by the account its invitation registers", async () => {
    const order = await db().order.create({ data: { sessionId: randomUUID(), customerEmail: "new.buyer@example.com", total: 29700, items: [] } });
    await db().$transaction((tx) => openEntitlement(tx, { buyerId: null, source: "order", sourceRef: `order:${order.id}:0`, orderId: order.id, terms: growth }));
    const buyer = await makeUser("agent");
    // The buyer had a plan that ended owing a replacement (a return approved after its last day).
    const ended = await db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "grant", sourceRef: `grant:${randomUUID()}`, terms: growth, period: { start: new Date(Date.now() - 40 * 86_400_000), end: new Date(Date.now() - 10 * 86_400_000) }, grant: { reason: "Earlier month", byId: buyer.id } }));
    await db().entitlement.update({ where: { id: ended.id }, data: { credits: 1, replacementsOwed: 1 } });
    expect(await db().$transaction((tx) => claimOrderEntitlements(tx, order.id, buyer.id))).toBe(1);
    expect(await db().$transaction((tx) => claimOrderEntitlements(tx, order.id, buyer.id))).toBe(0);
    expect(await db().entitlement.findFirstOrThrow({ where: { orderId: order.id, buyerId: buyer.id } })).toMatchObject({ replacementsOwed: 1, credits: 1 });
    expect(await db().entitlement.findUniqueOrThrow({ where: { id: ended.id } })).toMatchObject({ replacementsOwed: 0, credits: 0 });
  });

  it("pauses and resumes, but never reopens a cancelled one", async () => {
    const buyer = await makeUser("agent");
    const { id } = await db().$transaction((tx) =>
      openEntitlement(tx, { buyerId: buyer.id, source: "grant", sourceRef: `grant:${randomUUID()}`, terms: growth, period: { start: new Date(), end: addMonths(new Date(), 1) }, grant: { reason: "Pilot month", byId: buyer.id } }),
    );
    const move = (to: "paused" | "active" | "cancelled") => db().$transaction((tx) => setEntitlementStatus(tx, { id }, to, "test"));
    expect(await move("paused")).toBe(1);
    expect(await move("active")).toBe(1);
    expect(await move("cancelled")).toBe(1);
    expect(await move("active")).toBe(0);
    expect((await db().entitlement.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
  });

  it("an upgrade mid-period prorates the quota; a period that is over ends", async () => {
    const buyer = await makeUser("agent");
    const start = new Date("2026-11-01T00:00:00Z");
    const end = new Date("2026-12-01T00:00:00Z");
    const { id } = await db().$transaction((tx) => openEntitlement(tx, { buyerId: buyer.id, source: "subscription", sourceRef: `stripe:${randomUUID()}`, terms: growth, period: { start, end } }));
    const halfway = new Date("2026-11-16T00:00:00Z");
    const changed = await db().$transaction((tx) => changeEntitlementTerms(tx, id, premium, { now: halfway }));
    expect(changed).toEqual({ quota: 75 });
    expect(await db().$transaction((tx) => endFinishedEntitlements(tx, new Date("2026-12-01T00:00:01Z")))).toBeGreaterThanOrEqual(1);
    expect((await db().entitlement.findUniqueOrThrow({ where: { id } })).status).toBe("ended");
  });

  it("prorates without going under what was delivered", () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const end = new Date("2026-12-01T00:00:00Z");
    expect(proratedQuota({ oldQuota: 100, newQuota: 25, start, end, now: new Date("2026-11-25T00:00:00Z"), delivered: 90 })).toBe(90);
    expect(addMonths(new Date("2027-01-31T12:00:00Z"), 1).toISOString()).toBe("2027-02-28T12:00:00.000Z");
  });
});
