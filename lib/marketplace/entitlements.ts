import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitlementSource, EntitlementStatus } from "@/lib/generated/prisma/enums";
import { recordAudit } from "@/lib/audit/record";
import { pricePerLead, type EntitlementTerms } from "@/lib/marketplace/plans";
import { addMonths, proratedQuota } from "@/lib/marketplace/period";

type Tx = Prisma.TransactionClient;

/**
 * Entitlements: what a buyer may receive in one period (lines, quota, price per lead), and where it
 * came from. The seam between payments and delivery: orders (lib/checkout), subscriptions' paid
 * periods (lib/billing, issue 32) and admins' grants open them here; the router (route-lead.ts) reads
 * them. Every function takes the caller's transaction, so the payment's state and the entitlement
 * change together, and each is idempotent: `sourceRef` is unique, and a status only moves forward
 * (a cancelled or ended entitlement never opens again).
 */
export type OpenEntitlementInput = {
  /** Null for an order paid without an account: its invitation's registration claims it. */
  buyerId: number | null;
  source: EntitlementSource;
  /**
   * Unique per entitlement, stable across retries and replays: `order:<id>:<line index>`,
   * `<provider>:<subscription id>:<period start ISO>` (billing), `grant:<uuid>`.
   */
  sourceRef: string;
  terms: EntitlementTerms;
  orderId?: number | null;
  subscriptionId?: number | null;
  /**
   * A fixed period (a subscription's paid period). Without it the period starts when the buyer's
   * set-up is approved (now, if it already is) and lasts `periodMonths`.
   */
  period?: { start: Date; end: Date };
  periodMonths?: number;
  grant?: { reason: string; byId: number };
  actorId?: number | null;
};

export type OpenedEntitlement = { id: number; opened: boolean; status: EntitlementStatus };

export async function openEntitlement(tx: Tx, input: OpenEntitlementInput, now = new Date()): Promise<OpenedEntitlement> {
  const existing = await tx.entitlement.findUnique({ where: { sourceRef: input.sourceRef }, select: { id: true, status: true } });
  if (existing) return { ...existing, opened: false };
  const months = input.periodMonths ?? 1;
  const approved = input.buyerId !== null && (await buyerApproved(tx, input.buyerId));
  const period = input.period ?? (approved ? { start: now, end: addMonths(now, months) } : null);
  const rows = await tx.$queryRaw<{ id: number; status: EntitlementStatus }[]>`
    INSERT INTO entitlements ("buyerId", source, "sourceRef", "orderId", "subscriptionId", "productSlug", "planName", lines, quota,
                              "priceCents", "pricePerLeadCents", "periodMonths", "periodStart", "periodEnd", status, "grantReason", "grantedById", "createdAt", "updatedAt")
    VALUES (${input.buyerId}, ${input.source}::"EntitlementSource", ${input.sourceRef}, ${input.orderId ?? null}, ${input.subscriptionId ?? null},
            ${input.terms.productSlug}, ${input.terms.planName}, ${input.terms.lines}::"LeadType"[], ${input.terms.quota},
            ${input.terms.priceCents}, ${pricePerLead(input.terms.priceCents, input.terms.quota)}, ${months},
            ${period?.start ?? null}, ${period?.end ?? null}, ${period ? "active" : "awaiting_setup"}::"EntitlementStatus",
            ${input.grant?.reason ?? null}, ${input.grant?.byId ?? null}, ${now}, ${now})
    ON CONFLICT ("sourceRef") DO NOTHING
    RETURNING id, status`;
  const row = rows[0];
  if (!row) {
    const raced = await tx.entitlement.findUniqueOrThrow({ where: { sourceRef: input.sourceRef }, select: { id: true, status: true } });
    return { ...raced, opened: false };
  }
  const carried = input.buyerId === null ? 0 : await carryOwedReplacements(tx, input.buyerId, row.id, now);
  await recordAudit(
    {
      actorId: input.actorId ?? input.grant?.byId ?? null,
      action: "entitlement.open",
      entity: "entitlement",
      entityId: row.id,
      changes: { buyerId: input.buyerId, source: input.source, sourceRef: input.sourceRef, plan: input.terms.planName, quota: input.terms.quota, lines: input.terms.lines, priceCents: input.terms.priceCents, periodStart: period?.start.toISOString() ?? null, periodEnd: period?.end.toISOString() ?? null, ...(input.grant ? { reason: input.grant.reason } : {}), ...(carried ? { replacementsCarried: carried } : {}) },
    },
    tx,
  );
  return { ...row, opened: true };
}

/**
 * Replacements still owed by the buyer's plans that have ended (a return approved after its plan's
 * last day, with no other plan running) move to the plan just opened, credit and all: it routes them
 * first. Returns how many moved.
 */
async function carryOwedReplacements(tx: Tx, buyerId: number, openedId: number, now: Date): Promise<number> {
  const rows = await tx.$queryRaw<{ carried: number }[]>`
    WITH owed AS (
      SELECT id, "replacementsOwed" AS n FROM entitlements
      WHERE "buyerId" = ${buyerId} AND id <> ${openedId} AND "replacementsOwed" > 0
        AND (status NOT IN ('active', 'paused', 'awaiting_setup') OR "periodEnd" <= ${now})
      FOR UPDATE
    ), released AS (
      UPDATE entitlements e SET credits = GREATEST(e.credits - owed.n, 0), "replacementsOwed" = 0, "updatedAt" = ${now}
      FROM owed WHERE e.id = owed.id RETURNING owed.n
    ), total AS (SELECT coalesce(sum(n), 0)::int AS carried FROM released)
    UPDATE entitlements SET credits = credits + total.carried, "replacementsOwed" = "replacementsOwed" + total.carried, "updatedAt" = ${now}
    FROM total WHERE id = ${openedId}
    RETURNING total.carried`;
  return rows[0]?.carried ?? 0;
}

async function buyerApproved(tx: Tx, buyerId: number): Promise<boolean> {
  const p = await tx.buyerProfile.findUnique({ where: { userId: buyerId }, select: { setupStatus: true } });
  return p?.setupStatus === "approved";
}

/** The buyer's set-up was approved: entitlements waiting for it start now (delivery starts on approval). */
export async function startAwaitingEntitlements(tx: Tx, buyerId: number, now = new Date()): Promise<number> {
  const waiting = await tx.entitlement.findMany({ where: { buyerId, status: "awaiting_setup" }, select: { id: true, periodMonths: true } });
  for (const e of waiting) {
    await tx.entitlement.updateMany({
      where: { id: e.id, status: "awaiting_setup" },
      data: { status: "active", periodStart: now, periodEnd: addMonths(now, e.periodMonths) },
    });
  }
  return waiting.length;
}

/** An order's buyer registered through its invitation: the order's entitlements become theirs. */
export async function claimOrderEntitlements(tx: Tx, orderId: number, buyerId: number, now = new Date()): Promise<number> {
  const claimed = await tx.entitlement.findMany({ where: { orderId, buyerId: null }, select: { id: true }, orderBy: { id: "asc" } });
  if (claimed.length === 0) return 0;
  await tx.entitlement.updateMany({ where: { id: { in: claimed.map((e) => e.id) }, buyerId: null }, data: { buyerId, updatedAt: now } });
  // A plan bought before it had a buyer takes over their owed replacements, as one opened for them does.
  const carried = await carryOwedReplacements(tx, buyerId, claimed[0]!.id, now);
  await recordAudit({ actorId: buyerId, action: "entitlement.claim", entity: "order", entityId: orderId, changes: { buyerId, entitlements: claimed.length, ...(carried ? { replacementsCarried: carried } : {}) } }, tx);
  return claimed.length;
}

/** Which status may follow which: never back from cancelled or ended. */
const NEXT: Record<EntitlementStatus, readonly EntitlementStatus[]> = {
  awaiting_setup: ["active", "cancelled"],
  active: ["paused", "cancelled", "ended"],
  paused: ["active", "cancelled", "ended"],
  cancelled: [],
  ended: [],
};

export type EntitlementSelector = { id: number } | { subscriptionId: number } | { orderId: number };

/**
 * Moves the selected entitlements to `to` where that move is allowed (pause and resume for dunning,
 * cancel for a refund or an admin, end at the period's end); returns how many moved. Deliveries
 * already made stay the buyer's.
 */
export async function setEntitlementStatus(tx: Tx, which: EntitlementSelector, to: EntitlementStatus, reason: string, opts: { actorId?: number | null; now?: Date } = {}): Promise<number> {
  const from = (Object.keys(NEXT) as EntitlementStatus[]).filter((s) => NEXT[s].includes(to));
  const rows = await tx.entitlement.findMany({ where: { ...which, status: { in: from } }, select: { id: true, status: true } });
  const now = opts.now ?? new Date();
  let moved = 0;
  for (const row of rows) {
    const { count } = await tx.entitlement.updateMany({ where: { id: row.id, status: row.status }, data: { status: to, statusReason: reason, updatedAt: now } });
    if (count === 0) continue;
    moved++;
    await recordAudit({ actorId: opts.actorId ?? null, action: `entitlement.${to}`, entity: "entitlement", entityId: row.id, changes: { from: row.status, to, reason } }, tx);
  }
  return moved;
}

/**
 * The plan of a running period changed (upgrade, downgrade): lines, price and the quota for the rest
 * of the period (proratedQuota), never below what was already delivered.
 */
export async function changeEntitlementTerms(tx: Tx, id: number, terms: EntitlementTerms, opts: { actorId?: number | null; now?: Date } = {}): Promise<{ quota: number } | null> {
  const now = opts.now ?? new Date();
  const e = await tx.entitlement.findUnique({ where: { id }, select: { quota: true, delivered: true, periodStart: true, periodEnd: true, planName: true, status: true } });
  if (!e || e.status === "cancelled" || e.status === "ended") return null;
  // The row is locked by the update below; the router re-reads the quota under the same lock.
  const quota = e.periodStart && e.periodEnd
    ? proratedQuota({ oldQuota: e.quota, newQuota: terms.quota, start: e.periodStart, end: e.periodEnd, now, delivered: e.delivered })
    : terms.quota;
  await tx.entitlement.update({
    where: { id },
    data: { planName: terms.planName, productSlug: terms.productSlug, lines: terms.lines, quota, priceCents: terms.priceCents, pricePerLeadCents: pricePerLead(terms.priceCents, terms.quota), updatedAt: now },
  });
  await recordAudit({ actorId: opts.actorId ?? null, action: "entitlement.change", entity: "entitlement", entityId: id, changes: { plan: { from: e.planName, to: terms.planName }, quota: { from: e.quota, to: quota } } }, tx);
  return { quota };
}

/** Periods that are over end (the marketplace's sweep, every minute). */
export async function endFinishedEntitlements(tx: Tx, now = new Date()): Promise<number> {
  const { count } = await tx.entitlement.updateMany({
    where: { status: { in: ["active", "paused"] }, periodEnd: { lte: now } },
    data: { status: "ended", statusReason: "The period ended", updatedAt: now },
  });
  return count;
}
