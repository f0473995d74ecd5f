import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { availableSql } from "@/lib/automations/availability";
import { PERSON_EXCLUSIVITY_DAYS } from "@/lib/constants";
import { fromTexas, texasDate } from "@/lib/crm/texas-time";
import type { Line } from "@/lib/marketplace/lines";
import { plannedPerCall } from "@/lib/sql/prepared";

type Tx = Prisma.TransactionClient;

/** A consumer lead as routing reads it (its row locked by the caller). */
export type RoutableLead = {
  id: number;
  lines: Line[];
  zip5: string | null;
  countyFips: string | null;
  phoneE164: string | null;
  emailNormalized: string | null;
};

/** An entitlement that may take the lead now, with what pacing needs. */
export type Candidate = {
  entitlementId: number;
  buyerId: number;
  cap: number;
  delivered: number;
  deliveredToday: number;
  replacementsOwed: number;
  pricePerLeadCents: number;
  periodStart: Date;
  periodEnd: Date;
  periodEndTs: number;
  lastDeliveredAt: Date | null;
  workDays: number[];
};

/**
 * Eligible means (issue 31 §4): an active entitlement inside its period with room left, for the
 * lead's lines (the entitlement's and the buyer's own choice), the lead's ZIP in the buyer's
 * territory (the ZIP itself or its county), an approved and unpaused set-up, an active agent inside
 * their delivery hours (Texas time), and this person (phone or e-mail) not given to this buyer in
 * the last 90 days. Today's pacing cap is applied by rank.ts on the counts returned here.
 *
 * Three texts of one statement (every parameter a text has is used in it, so PostgreSQL can type each one):
 *  - `route`: every buyer, routing's ranking (once a lead). Planned with its values on every call
 *    (lib/sql/prepared.ts): its plan for any values ran 5.2 ms a call, against 0.7 ms planning and
 *    0.8 ms running (pg_stat_statements under bench:marketplace);
 *  - `buyer`: one buyer ($10), read again under their lock (once a lead too). A prepared statement:
 *    0.2 ms a call, where the one text for both, its buyer list a parameter, took 1.5 ms;
 *  - `admin`: one buyer, for an admin assigning unsold inventory ($11 true): keeps the quota and the
 *    person rule and waives the set-up's approval, pause, lines, territory and hours.
 */
type Variant = "route" | "buyer" | "admin";

function candidatesSql(variant: Variant): string {
  const terms = `b."setupStatus" = 'approved' AND NOT b.paused AND b.lines @> $2::"LeadType"[]
      AND ($3::text = ANY(b.zips) OR $4::text = ANY(b.counties))
      AND ${availableSql("$1::timestamptz")}`;
  return `
  WITH person_buyers AS MATERIALIZED (
    -- The buyers given this person (phone or e-mail) in the last 90 days: found from the person's few
    -- leads by their indexes, once, not looked for again under every entitlement.
    SELECT DISTINCT d."buyerId" FROM leads l JOIN lead_deliveries d ON d."leadId" = l.id
    WHERE (l."phoneE164" = $5::text OR l."emailNormalized" = $6::text) AND l.id <> $9::int AND d."deliveredAt" > $8::timestamptz
  )
  SELECT e.id AS "entitlementId", e."buyerId", e.quota + e.credits AS cap, e.delivered, e."replacementsOwed",
         e."pricePerLeadCents", e."periodStart", e."periodEnd", b."lastDeliveredAt", u."workDays",
         (SELECT count(*) FROM lead_deliveries d WHERE d."entitlementId" = e.id AND d."deliveredAt" >= $7::timestamptz)::int AS "deliveredToday"
  FROM entitlements e
  JOIN buyer_profiles b ON b."userId" = e."buyerId"
  JOIN users u ON u.id = e."buyerId"
  WHERE e.status = 'active' AND e."periodStart" <= $1::timestamptz AND e."periodEnd" > $1::timestamptz
    AND e.delivered < e.quota + e.credits
    AND e.lines @> $2::"LeadType"[]
    AND u.status = 'active' AND u.role = 'agent'
    ${variant === "route" ? "" : `AND e."buyerId" = $10::int`}
    AND ${variant === "admin" ? `($11::boolean OR (${terms}))` : `(${terms})`}
    AND e."buyerId" NOT IN (SELECT "buyerId" FROM person_buyers)`;
}

const CANDIDATES_SQL: Record<Variant, string> = { route: plannedPerCall(candidatesSql("route")), buyer: candidatesSql("buyer"), admin: candidatesSql("admin") };

/** The candidates among every buyer, or only `buyer` (read again under their lock, or named by an admin with `admin`). */
export async function loadCandidates(tx: Tx, lead: RoutableLead, now: Date, opts: { buyer?: number; admin?: boolean } = {}): Promise<Candidate[]> {
  if (!opts.admin && !lead.zip5) return [];
  const todayStart = fromTexas(texasDate(now));
  const since = new Date(now.getTime() - PERSON_EXCLUSIVITY_DAYS * 24 * 60 * 60 * 1000);
  const params: unknown[] = [now, lead.lines, lead.zip5, lead.countyFips, lead.phoneE164, lead.emailNormalized, todayStart, since, lead.id];
  const variant: Variant = opts.buyer === undefined ? "route" : opts.admin ? "admin" : "buyer";
  if (variant !== "route") params.push(opts.buyer);
  if (variant === "admin") params.push(true);
  const rows = await tx.$queryRawUnsafe<Omit<Candidate, "periodEndTs">[]>(CANDIDATES_SQL[variant], ...params);
  return rows.map((r) => ({ ...r, periodEndTs: r.periodEnd.getTime() }));
}

/**
 * Locks one buyer (their set-up row) for the rest of the transaction, or of the savepoint it is taken
 * in: every delivery to a buyer is decided under this lock, on counts read after it (rank.ts's pacing
 * cap and the 90-day rule), so two routers racing on any number of instances cannot overrun either.
 * The quota is also held by DELIVER_SQL's conditional update. `skipLocked`: false (nothing locked)
 * when another router holds the buyer right now, instead of waiting for it.
 */
export async function lockBuyer(tx: Tx, buyerId: number, opts: { skipLocked: boolean }): Promise<boolean> {
  const rows = opts.skipLocked
    ? await tx.$queryRaw<unknown[]>`SELECT "userId" FROM buyer_profiles WHERE "userId" = ${buyerId} FOR UPDATE SKIP LOCKED`
    : await tx.$queryRaw<unknown[]>`SELECT "userId" FROM buyer_profiles WHERE "userId" = ${buyerId} FOR UPDATE`;
  return rows.length > 0;
}
