import "server-only";
import { db } from "@/lib/db";
import { effectiveCostPerLead } from "@/lib/marketplace/cost-per-lead";
import { DELIVERY_LOG_ROWS } from "@/lib/constants";
import { texasDate } from "@/lib/crm/texas-time";
import { countyNames } from "@/lib/geo/texas-zips";
import { pace, paceSeries } from "@/lib/marketplace/pace";
import { reportClosedReason, reportDeadline } from "@/lib/marketplace/returns";
import { buyerContact } from "@/lib/marketplace/buyer-contact";

/**
 * The buyer's portal (issue 31 §7), read for one buyer: their set-up, plans and this period's pace,
 * returns and the effective cost per lead, recent deliveries with the report window, and orders.
 * Only the buyer's own rows: every query is by their id.
 */
export type PortalPlan = {
  id: number;
  planName: string;
  source: string;
  status: string;
  lines: string[];
  quota: number;
  credits: number;
  delivered: number;
  returned: number;
  priceCents: number;
  periodStart: string | null;
  periodEnd: string | null;
  expected: number;
  behind: number;
  todayCap: number;
  series: { date: string; expected: number; delivered: number | null }[];
};

export type PortalDelivery = {
  leadId: number;
  fullName: string;
  leadType: string;
  city: string | null;
  deliveredAt: string;
  how: string;
  priceCents: number;
  status: string;
  returnStatus: string | null;
  returnReason: string | null;
  decisionNote: string | null;
  reportClosed: string | null;
  reportUntil: string;
};

export type BuyerPortal = {
  profile: {
    setupStatus: string;
    submittedAt: string | null;
    reviewNote: string | null;
    paused: boolean;
    licenseNumber: string | null;
    licenseConfirmed: boolean;
    agencyName: string | null;
    lines: string[];
    counties: { fips: string; name: string }[];
    zips: string[];
    emailAlerts: boolean;
    pushMethod: string;
    pushUrl: string | null;
    workDays: number[];
    workStartMinute: number;
    workEndMinute: number;
    /** My Day's "Available now" switch: off, no new lead reaches the buyer. */
    availableNow: boolean;
    /** Where the alert e-mails go (buyer-contact.ts), or null: nowhere. */
    alertEmail: string | null;
  } | null;
  plans: PortalPlan[];
  /** toCome: approved returns whose free replacement is not delivered yet (it comes first, with this plan or the next). */
  returns: { approved: number; pending: number; refused: number; delivered: number; toCome: number };
  effectiveCostCents: number | null;
  deliveries: PortalDelivery[];
  orders: { id: number; total: number; status: string; refundedCents: number; createdAt: string; items: string }[];
};

export async function buyerPortal(userId: number, now = new Date()): Promise<BuyerPortal> {
  const [user, profile, entitlements, deliveries, orders, returns] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId }, select: { workDays: true, workStartMinute: true, workEndMinute: true, availableNow: true } }),
    db().buyerProfile.findUnique({ where: { userId } }),
    db().entitlement.findMany({ where: { buyerId: userId, OR: [{ status: { in: ["active", "paused", "awaiting_setup"] } }, { periodEnd: { gt: new Date(now.getTime() - 62 * 86_400_000) } }] }, orderBy: [{ periodStart: "desc" }, { id: "desc" }], take: 12 }),
    db().leadDelivery.findMany({
      where: { buyerId: userId },
      orderBy: { deliveredAt: "desc" },
      take: DELIVERY_LOG_ROWS,
      select: { leadId: true, deliveredAt: true, how: true, priceCents: true, status: true, lead: { select: { fullName: true, leadType: true, city: true } }, leadReturn: { select: { status: true, reason: true, createdAt: true, decisionNote: true } } },
    }),
    db().order.findMany({ where: { userId, status: { in: ["paid", "refunded"] } }, orderBy: { createdAt: "desc" }, take: 20, select: { id: true, total: true, status: true, refundedCents: true, createdAt: true, items: true } }),
    db().$queryRaw<{ status: string; n: number }[]>`SELECT status::text AS status, count(*)::int AS n FROM lead_returns WHERE "buyerId" = ${userId} GROUP BY 1
      UNION ALL
      SELECT 'to_come', count(*)::int FROM lead_returns r WHERE r."buyerId" = ${userId} AND r.status = 'approved'
        AND NOT EXISTS (SELECT 1 FROM lead_deliveries x WHERE x."replacesReturnId" = r.id)`,
  ]);
  const ids = entitlements.map((e) => e.id);
  const [byDay, returnedBy, contact] = await Promise.all([
    ids.length
      ? db().$queryRaw<{ entitlementId: number; day: string; n: number }[]>`
          SELECT "entitlementId", to_char("deliveredAt" AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM lead_deliveries WHERE "entitlementId" = ANY(${ids}::int[]) GROUP BY 1, 2`
      : Promise.resolve([]),
    ids.length
      ? db().$queryRaw<{ entitlementId: number; n: number }[]>`SELECT "entitlementId", count(*)::int AS n FROM lead_deliveries WHERE "entitlementId" = ANY(${ids}::int[]) AND status = 'returned' GROUP BY 1`
      : Promise.resolve([]),
    profile ? buyerContact(userId) : null,
  ]);
  const today = texasDate(now);
  const plans: PortalPlan[] = entitlements.map((e) => {
    const days = new Map(byDay.filter((d) => d.entitlementId === e.id).map((d) => [d.day, d.n]));
    const cap = e.quota + e.credits;
    const p = e.periodStart && e.periodEnd
      ? pace({ cap, delivered: e.delivered, deliveredToday: days.get(today) ?? 0, periodStart: e.periodStart, periodEnd: e.periodEnd, deliveryDays: user.workDays, now })
      : null;
    return {
      id: e.id,
      planName: e.planName,
      source: e.source,
      status: e.status,
      lines: e.lines,
      quota: e.quota,
      credits: e.credits,
      delivered: e.delivered,
      returned: returnedBy.find((r) => r.entitlementId === e.id)?.n ?? 0,
      priceCents: e.priceCents,
      periodStart: e.periodStart?.toISOString() ?? null,
      periodEnd: e.periodEnd?.toISOString() ?? null,
      expected: p ? Math.round(p.expected * 10) / 10 : 0,
      behind: p ? Math.round(p.behind * 10) / 10 : 0,
      todayCap: p?.todayCap ?? 0,
      series: e.periodStart && e.periodEnd ? paceSeries({ cap, periodStart: e.periodStart, periodEnd: e.periodEnd, deliveredByDay: days, now }) : [],
    };
  });
  const count = (s: string) => returns.find((r) => r.status === s)?.n ?? 0;
  const names = profile ? await countyNames(profile.counties) : new Map<string, string>();
  return {
    profile: profile && {
      setupStatus: profile.setupStatus,
      submittedAt: profile.submittedAt?.toISOString() ?? null,
      reviewNote: profile.reviewNote,
      paused: profile.paused,
      licenseNumber: profile.licenseNumber,
      licenseConfirmed: !!profile.licenseConfirmedAt,
      agencyName: profile.agencyName,
      lines: profile.lines,
      counties: profile.counties.map((fips) => ({ fips, name: names.get(fips) ?? fips })),
      zips: profile.zips,
      emailAlerts: profile.emailAlerts,
      pushMethod: profile.pushMethod,
      pushUrl: profile.pushUrl,
      ...user,
      alertEmail: contact?.email ?? null,
    },
    plans,
    returns: { approved: count("approved"), pending: count("pending"), refused: count("refused"), toCome: count("to_come"), delivered: plans.reduce((s, p) => s + p.delivered, 0) },
    effectiveCostCents: effectiveCostPerLead(
      entitlements.map((e, i) => ({ ...e, returned: plans[i]!.returned })),
      now,
    ),
    deliveries: deliveries.map((d) => ({
      leadId: d.leadId,
      fullName: d.lead.fullName,
      leadType: d.lead.leadType,
      city: d.lead.city,
      deliveredAt: d.deliveredAt.toISOString(),
      how: d.how,
      priceCents: d.priceCents,
      status: d.status,
      returnStatus: d.leadReturn?.status ?? null,
      returnReason: d.leadReturn?.reason ?? null,
      decisionNote: d.leadReturn?.decisionNote ?? null,
      reportClosed: reportClosedReason({ deliveredAt: d.deliveredAt, status: d.status, leadReturn: d.leadReturn }, now),
      reportUntil: reportDeadline(d.deliveredAt).toISOString(),
    })),
    orders: orders.map((o) => ({ id: o.id, total: o.total, status: o.status, refundedCents: o.refundedCents, createdAt: o.createdAt.toISOString(), items: Array.isArray(o.items) ? (o.items as { name?: string; quantity?: number }[]).map((i) => `${i.name ?? "Item"}${(i.quantity ?? 1) > 1 ? ` × ${i.quantity}` : ""}`).join(", ") : "" })),
  };
}
