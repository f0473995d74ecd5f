import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DeliveryHow, LeadType } from "@/lib/generated/prisma/enums";
import { queueEmail } from "@/lib/email/queue-email";
import { siteConfig } from "@/lib/site";
import { deliveryAlertEmail } from "@/lib/marketplace/emails";
import { describeLines, linesNeeded } from "@/lib/marketplace/lines";
import { LEAD_MESSAGE_PRIORITY, PUSH_PRIORITY } from "@/lib/jobs/priorities";
import { PUSH_JOB_MAX_ATTEMPTS } from "@/lib/marketplace/push/schedule";

type Tx = Prisma.TransactionClient;

export const PUSH_TASK = "marketplace:push";

/** `pushId`: a push to the buyer's webhook, HubSpot or Zapier was queued with it (the caller may wake the push lane, or attempt it, once committed). */
export type Delivered = { deliveryId: number; buyerId: number; entitlementId: number; priceCents: number; how: DeliveryHow; pushId: number | null };

type DeliveredRow = {
  id: number;
  buyerId: number;
  priceCents: number;
  emailAlerts: boolean;
  buyerName: string;
  email: string | null;
  fullName: string;
  leadType: LeadType;
  linesWanted: string[];
  city: string | null;
  county: string | null;
  /** The push queued with the delivery, with its job. */
  pushId: number | null;
};

/**
 * The delivery as one statement (routing runs it for every consumer lead): the entitlement's count
 * grows only by the conditional update (its quota cannot be passed), the ledger row (unique per lead)
 * records buyer, entitlement, price, how and by which methods, the lead joins the buyer's CRM, the
 * buyer's wait restarts, and the audit log says who, how and at what price. A replacement is free and
 * names the buyer's oldest approved return that has none yet. Nothing is written when the
 * entitlement has no room: no row comes back. Method names and audit fields are data; no e-mail text
 * is built here (deliverLead renders it).
 */
const DELIVER_SQL = `
  WITH claimed AS (
    UPDATE entitlements SET delivered = delivered + 1,
           "replacementsOwed" = GREATEST("replacementsOwed" - CASE WHEN $3::text = 'replacement' THEN 1 ELSE 0 END, 0), "updatedAt" = $4::timestamptz
    WHERE id = $2::int AND status = 'active' AND "periodStart" <= $4::timestamptz AND "periodEnd" > $4::timestamptz
      AND delivered < quota + credits AND "buyerId" IS NOT NULL
    RETURNING "buyerId", "pricePerLeadCents"
  ), buyer AS (
    -- The alert's address and name: as buyer-contact.ts reads them.
    SELECT b."userId", b."emailAlerts", b."pushMethod", b."pushUrl", u.username, coalesce(u."displayName", u.username) AS "buyerName",
           coalesce(u.email, bc.email) AS email, c."pricePerLeadCents"
    FROM claimed c JOIN buyer_profiles b ON b."userId" = c."buyerId" JOIN users u ON u.id = b."userId"
    LEFT JOIN billing_customers bc ON bc."userId" = u.id
  ), replaces AS (
    SELECT r.id FROM lead_returns r, buyer b
    WHERE $3::text = 'replacement' AND r."buyerId" = b."userId" AND r.status = 'approved'
      AND NOT EXISTS (SELECT 1 FROM lead_deliveries x WHERE x."replacesReturnId" = r.id)
    ORDER BY r."decidedAt", r.id LIMIT 1
  ), delivery AS (
    INSERT INTO lead_deliveries ("leadId", "buyerId", "entitlementId", "priceCents", how, methods, "replacesReturnId", "assignedById", "deliveredAt")
    SELECT $1::int, b."userId", $2::int, CASE WHEN $3::text = 'replacement' THEN 0 ELSE b."pricePerLeadCents" END, $3::"DeliveryHow",
           ARRAY['crm']
             || CASE WHEN b."emailAlerts" AND b.email IS NOT NULL THEN ARRAY['email'] ELSE ARRAY[]::text[] END
             || CASE WHEN b."pushMethod" <> 'none' AND b."pushUrl" IS NOT NULL THEN ARRAY[b."pushMethod"::text] ELSE ARRAY[]::text[] END,
           (SELECT id FROM replaces), $5::int, $4::timestamptz
    FROM buyer b
    RETURNING id, "buyerId", "priceCents", "replacesReturnId"
  ), assigned AS (
    UPDATE leads SET "assignedTo" = d."buyerId", "marketStatus" = 'delivered', "unsoldAt" = NULL, "updatedAt" = $4::timestamptz
    FROM delivery d WHERE leads.id = $1::int
    RETURNING leads."fullName", leads."leadType"::text AS "leadType", leads."linesWanted", leads.city, leads.zip5
  ), waited AS (
    UPDATE buyer_profiles SET "lastDeliveredAt" = $4::timestamptz FROM delivery d WHERE buyer_profiles."userId" = d."buyerId"
  ), audited AS (
    INSERT INTO audit_log ("actorId", action, entity, "entityId", changes)
    SELECT $5::int, 'lead.deliver', 'lead', $1::int::text,
           jsonb_strip_nulls(jsonb_build_object('buyerId', d."buyerId", 'buyer', b.username, 'entitlementId', $2::int, 'how', $3::text,
             'priceCents', d."priceCents", 'replacesReturnId', d."replacesReturnId", 'reason', $6::text))
    FROM delivery d, buyer b
  ), push AS (
    -- The push to the buyer's own system, and its job (PUSH_JOB_MAX_ATTEMPTS: a crashed worker's job
    -- runs again; the push's own 24-hour backoff is scheduled by its task, push/schedule.ts).
    INSERT INTO delivery_pushes ("deliveryId", method, url, "messageId", "createdAt")
    SELECT d.id, b."pushMethod", b."pushUrl", $7::text, $4::timestamptz FROM delivery d, buyer b
    WHERE b."pushMethod" <> 'none' AND b."pushUrl" IS NOT NULL
    RETURNING id
  ), queued_push AS (
    -- Read below, so the job is queued (a CTE that is not read does not run); its key is push/schedule.ts's pushJobKey.
    SELECT p.id, (graphile_worker.add_job($8::text, payload => json_build_object('pushId', p.id), max_attempts => $9::int,
              job_key => 'marketplace-push:' || p.id, priority => $10::int, run_at => $11::timestamptz)).id AS "jobId"
    FROM push p
  )
  SELECT d.id, d."buyerId", d."priceCents", b."emailAlerts", b."buyerName", b.email,
         a."fullName", a."leadType", a."linesWanted", a.city, (SELECT z.county FROM texas_zips z WHERE z.zip = a.zip5) AS county,
         (SELECT id FROM queued_push) AS "pushId"
  FROM delivery d, buyer b, assigned a`;

/**
 * One lead delivered to one buyer against one entitlement, in the caller's transaction (the lead's
 * row and the buyer's are locked by then): DELIVER_SQL (with the push and its job), then the buyer's
 * alert e-mail. Null when the entitlement has no room any more (or is no longer active): the caller offers the
 * lead to the next candidate.
 */
export async function deliverLead(
  tx: Tx,
  input: {
    leadId: number;
    entitlementId: number;
    how: DeliveryHow;
    now: Date;
    assignedById?: number | null;
    reason?: string | null;
    /** When the push's job is due: now (the push lane takes it), unless the caller attempts the push itself once committed (push/right-away.ts). */
    pushJobAt?: Date;
  },
): Promise<Delivered | null> {
  const { leadId, how, now } = input;
  const messageId = `msg_${randomBytes(16).toString("hex")}`;
  const rows = await tx.$queryRawUnsafe<DeliveredRow[]>(DELIVER_SQL, leadId, input.entitlementId, how, now, input.assignedById ?? null, input.reason ?? null, messageId, PUSH_TASK, PUSH_JOB_MAX_ATTEMPTS, PUSH_PRIORITY, input.pushJobAt ?? null);
  const d = rows[0];
  if (!d) return null;
  if (d.emailAlerts && d.email) {
    const mail = deliveryAlertEmail({ leadId, fullName: d.fullName, lines: describeLines(linesNeeded(d)).toLowerCase(), city: d.city, county: d.county, buyerName: d.buyerName, replacement: how === "replacement" }, siteConfig().url);
    await queueEmail(tx, { kind: "lead_delivered", to: [d.email], ...mail, dedupeKey: `lead-delivered:${leadId}`, createdAt: now, priority: LEAD_MESSAGE_PRIORITY, metadata: { leadId, buyerId: d.buyerId, deliveryId: d.id } });
  }
  return { deliveryId: d.id, buyerId: d.buyerId, entitlementId: input.entitlementId, priceCents: d.priceCents, how, pushId: d.pushId };
}
