import "server-only";
import { db } from "@/lib/db";
import { DELIVERY_LOG_ROWS, RETURN_RATE_FLAG, SETUP_PROMISE_HOURS, UNSOLD_REOFFER_HOURS } from "@/lib/constants";
import { countyNames } from "@/lib/geo/texas-zips";
import { pace } from "@/lib/marketplace/pace";
import { describeLines, linesNeeded } from "@/lib/marketplace/lines";
import type { LeadType } from "@/lib/generated/prisma/enums";

/** The admins' marketplace (issue 31 §8): buyers, set-ups, returns, supply against demand, unsold inventory, revenue, deliveries. */

const DAY = 86_400_000;

export type BuyerRow = {
  id: number;
  username: string;
  agencyName: string | null;
  setupStatus: string;
  paused: boolean;
  plans: string;
  delivered: number;
  cap: number;
  expected: number;
  behindShare: number;
  returns30: number;
  deliveries30: number;
  flagged: boolean;
  lastDeliveredAt: string | null;
};

/**
 * Every buyer with their current plans: entitlements waiting for set-up, and those whose period contains
 * `now` (an annual subscription opens its months ahead; those are not this month's plan or pace).
 */
export async function marketplaceBuyers(now = new Date()): Promise<BuyerRow[]> {
  const rows = await db().$queryRaw<{ id: number; username: string; agencyName: string | null; setupStatus: string; paused: boolean; lastDeliveredAt: Date | null; workDays: number[]; plans: { name: string; quota: number; credits: number; delivered: number; start: string | null; end: string | null }[] | null; returns30: number; deliveries30: number }[]>`
    SELECT u.id, u.username, b."agencyName", b."setupStatus"::text AS "setupStatus", b.paused, b."lastDeliveredAt", u."workDays",
           (SELECT json_agg(json_build_object('name', e."planName", 'quota', e.quota, 'credits', e.credits, 'delivered', e.delivered, 'start', e."periodStart", 'end', e."periodEnd") ORDER BY e."periodEnd")
              FROM entitlements e WHERE e."buyerId" = u.id
                AND (e.status = 'awaiting_setup' OR (e.status IN ('active', 'paused') AND e."periodStart" <= ${now} AND e."periodEnd" > ${now}))) AS plans,
           (SELECT count(*)::int FROM lead_returns r WHERE r."buyerId" = u.id AND r.status <> 'refused' AND r."createdAt" > ${new Date(now.getTime() - RETURN_RATE_FLAG.days * DAY)}) AS "returns30",
           (SELECT count(*)::int FROM lead_deliveries d WHERE d."buyerId" = u.id AND d."deliveredAt" > ${new Date(now.getTime() - RETURN_RATE_FLAG.days * DAY)}) AS "deliveries30"
    FROM buyer_profiles b JOIN users u ON u.id = b."userId"
    ORDER BY b."setupStatus" = 'approved' DESC, u.username`;
  return rows.map((r) => {
    const plans = r.plans ?? [];
    let delivered = 0, cap = 0, expected = 0;
    for (const p of plans) {
      delivered += p.delivered;
      cap += p.quota + p.credits;
      if (p.start && p.end) expected += pace({ cap: p.quota + p.credits, delivered: p.delivered, deliveredToday: 0, periodStart: new Date(p.start), periodEnd: new Date(p.end), deliveryDays: r.workDays, now }).expected;
    }
    const flagged = r.deliveries30 >= RETURN_RATE_FLAG.minDeliveries && r.returns30 / r.deliveries30 > RETURN_RATE_FLAG.share;
    return {
      id: r.id,
      username: r.username,
      agencyName: r.agencyName,
      setupStatus: r.setupStatus,
      paused: r.paused,
      plans: plans.map((p) => p.name).join(", ") || "No plan",
      delivered,
      cap,
      expected: Math.round(expected * 10) / 10,
      behindShare: cap > 0 ? (expected - delivered) / cap : 0,
      returns30: r.returns30,
      deliveries30: r.deliveries30,
      flagged,
      lastDeliveredAt: r.lastDeliveredAt?.toISOString() ?? null,
    };
  });
}

export type SetupWaiting = { buyerId: number; username: string; email: string | null; agencyName: string | null; licenseNumber: string | null; previousLicenseNumber: string | null; lines: string[]; counties: string[]; zips: number; submittedAt: string; dueAt: string; hoursLeft: number; plans: string };

/** Set-ups waiting for approval, oldest first, with the 24–48 h promise as a deadline. */
export async function setupsWaiting(now = new Date()): Promise<SetupWaiting[]> {
  const rows = await db().buyerProfile.findMany({
    where: { setupStatus: "submitted" },
    orderBy: { submittedAt: "asc" },
    include: { user: { select: { username: true, email: true, entitlements: { where: { status: { in: ["awaiting_setup", "active"] } }, select: { planName: true } } } } },
  });
  const names = await countyNames(rows.flatMap((r) => r.counties));
  return rows.map((r) => {
    const submitted = r.submittedAt ?? r.updatedAt;
    const due = new Date(submitted.getTime() + SETUP_PROMISE_HOURS.last * 3_600_000);
    return {
      buyerId: r.userId,
      username: r.user.username,
      email: r.user.email,
      agencyName: r.agencyName,
      licenseNumber: r.licenseNumber,
      previousLicenseNumber: r.previousLicenseNumber,
      lines: r.lines,
      counties: r.counties.map((c) => names.get(c) ?? c),
      zips: r.zips.length,
      submittedAt: submitted.toISOString(),
      dueAt: due.toISOString(),
      hoursLeft: Math.round(((due.getTime() - now.getTime()) / 3_600_000) * 10) / 10,
      plans: r.user.entitlements.map((e) => e.planName).join(", ") || "No plan yet",
    };
  });
}

export type ReturnWaiting = { id: number; leadId: number; fullName: string; buyer: string; reason: string; note: string | null; createdAt: string; deliveredAt: string; consentVersion: string | null };

export async function returnsWaiting(): Promise<ReturnWaiting[]> {
  const rows = await db().leadReturn.findMany({
    where: { status: "pending" },
    orderBy: { createdAt: "asc" },
    take: 200,
    include: { delivery: { select: { deliveredAt: true, buyer: { select: { username: true } }, lead: { select: { fullName: true, consentVersion: true } } } } },
  });
  return rows.map((r) => ({ id: r.id, leadId: r.leadId, fullName: r.delivery.lead.fullName, buyer: r.delivery.buyer.username, reason: r.reason, note: r.note, createdAt: r.createdAt.toISOString(), deliveredAt: r.delivery.deliveredAt.toISOString(), consentVersion: r.delivery.lead.consentVersion }));
}

export type UnsoldLead = { id: number; fullName: string; leadType: string; lines: string; city: string | null; county: string | null; zip: string | null; score: number; status: string; createdAt: string; ageHours: number; fresh: boolean };

/** Unsold inventory (and the review queue), newest first, with each lead's county. */
export async function unsoldInventory(now = new Date(), limit = 200): Promise<{ leads: UnsoldLead[]; byLine: { line: string; n: number }[]; byCounty: { county: string; n: number }[]; byAge: { bucket: string; n: number }[] }> {
  const rows = await db().$queryRaw<{ id: number; fullName: string; leadType: LeadType; linesWanted: string[]; city: string | null; county: string | null; zip5: string | null; score: number; status: string; createdAt: Date }[]>`
    SELECT l.id, l."fullName", l."leadType"::text AS "leadType", l."linesWanted", l.city, z.county, l.zip5, l."verificationScore" AS score, l."marketStatus"::text AS status, l."createdAt"
    FROM leads l LEFT JOIN texas_zips z ON z.zip = l.zip5
    WHERE l."marketStatus" IN ('unsold', 'review') AND l."deletedAt" IS NULL AND l.audience = 'consumer'
    ORDER BY l."createdAt" DESC LIMIT ${limit}`;
  const leads = rows.map((r) => {
    const ageHours = (now.getTime() - r.createdAt.getTime()) / 3_600_000;
    return { id: r.id, fullName: r.fullName, leadType: r.leadType, lines: describeLines(linesNeeded(r)), city: r.city, county: r.county, zip: r.zip5, score: r.score, status: r.status, createdAt: r.createdAt.toISOString(), ageHours: Math.round(ageHours * 10) / 10, fresh: ageHours < UNSOLD_REOFFER_HOURS };
  });
  const [byLine, byCounty, byAge] = await Promise.all([
    db().$queryRaw<{ line: string; n: number }[]>`SELECT "leadType"::text AS line, count(*)::int AS n FROM leads WHERE "marketStatus" = 'unsold' AND "deletedAt" IS NULL GROUP BY 1 ORDER BY 2 DESC`,
    db().$queryRaw<{ county: string; n: number }[]>`SELECT coalesce(z.county, 'Outside Texas / no ZIP') AS county, count(*)::int AS n FROM leads l LEFT JOIN texas_zips z ON z.zip = l.zip5 WHERE l."marketStatus" = 'unsold' AND l."deletedAt" IS NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 15`,
    db().$queryRaw<{ bucket: string; n: number }[]>`
      SELECT CASE WHEN "createdAt" > ${new Date(now.getTime() - DAY)} THEN 'Under 24 hours' WHEN "createdAt" > ${new Date(now.getTime() - 7 * DAY)} THEN '1–7 days' ELSE 'Over 7 days' END AS bucket, count(*)::int AS n
      FROM leads WHERE "marketStatus" = 'unsold' AND "deletedAt" IS NULL GROUP BY 1 ORDER BY min("createdAt") DESC`,
  ]);
  return { leads, byLine, byCounty, byAge };
}

export type SupplyRow = { line: string; county: string; captured: number; delivered: number; unsold: number; fillRate: number | null; buyers: number; quotaLeft: number };

/**
 * Supply against demand per line and county, last 30 days: consumer leads captured (verified),
 * delivered and unsold, the fill rate (delivered ÷ captured), and the buyers covering that county
 * for that line now with the quota they have left. Counties with the most leads first.
 */
export async function supplyAndDemand(now = new Date()): Promise<SupplyRow[]> {
  const since = new Date(now.getTime() - 30 * DAY);
  const rows = await db().$queryRaw<{ line: string; fips: string | null; county: string | null; captured: number; delivered: number; unsold: number }[]>`
    SELECT l."leadType"::text AS line, z."countyFips" AS fips, z.county, count(*)::int AS captured,
           count(*) FILTER (WHERE l."marketStatus" IN ('delivered', 'returned'))::int AS delivered,
           count(*) FILTER (WHERE l."marketStatus" = 'unsold')::int AS unsold
    FROM leads l LEFT JOIN texas_zips z ON z.zip = l.zip5
    WHERE l.audience = 'consumer' AND l."marketStatus" IS NOT NULL AND l."marketStatus" <> 'review' AND l."createdAt" > ${since} AND l."deletedAt" IS NULL
    GROUP BY 1, 2, 3 ORDER BY count(*) DESC LIMIT 60`;
  const demand = await db().$queryRaw<{ line: string; fips: string; buyers: number; left: number }[]>`
    SELECT line::text AS line, c AS fips, count(DISTINCT e."buyerId")::int AS buyers, sum(e.quota + e.credits - e.delivered)::int AS left
    FROM entitlements e JOIN buyer_profiles b ON b."userId" = e."buyerId", unnest(e.lines) AS line, unnest(b.counties) AS c
    WHERE e.status = 'active' AND e."periodEnd" > ${now} AND b."setupStatus" = 'approved' AND line = ANY(b.lines)
    GROUP BY 1, 2`;
  return rows.map((r) => {
    const d = demand.filter((x) => x.fips === r.fips && (r.line === "all" || x.line === r.line));
    return {
      line: r.line,
      county: r.county ?? "Outside Texas / no ZIP",
      captured: r.captured,
      delivered: r.delivered,
      unsold: r.unsold,
      fillRate: r.captured ? r.delivered / r.captured : null,
      buyers: Math.max(0, ...d.map((x) => x.buyers)),
      quotaLeft: d.reduce((s, x) => s + x.left, 0),
    };
  });
}

export type Revenue = { days: number; deliveries: number; revenueCents: number; perLeadCents: number | null; returned: number; replacements: number };

export async function revenuePerLead(now = new Date(), days = 30): Promise<Revenue> {
  const [r] = await db().$queryRaw<{ deliveries: number; revenue: number; returned: number; replacements: number }[]>`
    SELECT count(*)::int AS deliveries, coalesce(sum("priceCents"), 0)::int AS revenue,
           count(*) FILTER (WHERE status = 'returned')::int AS returned, count(*) FILTER (WHERE how = 'replacement')::int AS replacements
    FROM lead_deliveries WHERE "deliveredAt" > ${new Date(now.getTime() - days * DAY)}`;
  const kept = r!.deliveries - r!.returned;
  return { days, deliveries: r!.deliveries, revenueCents: r!.revenue, perLeadCents: kept > 0 ? Math.round(r!.revenue / kept) : null, returned: r!.returned, replacements: r!.replacements };
}

export type DeliveryRow = { id: number; leadId: number; fullName: string; buyer: string; deliveredAt: string; how: string; priceCents: number; status: string; methods: string[] };

export async function recentDeliveries(limit = DELIVERY_LOG_ROWS): Promise<DeliveryRow[]> {
  const rows = await db().leadDelivery.findMany({ orderBy: { deliveredAt: "desc" }, take: limit, include: { lead: { select: { fullName: true } }, buyer: { select: { username: true } } } });
  return rows.map((d) => ({ id: d.id, leadId: d.leadId, fullName: d.lead.fullName, buyer: d.buyer.username, deliveredAt: d.deliveredAt.toISOString(), how: d.how, priceCents: d.priceCents, status: d.status, methods: d.methods }));
}

