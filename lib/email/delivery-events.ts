import "server-only";
import { Resend } from "resend";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Delivery truth (issue 26): Resend's webhook events about our e-mails. Each event is kept once by
 * its Svix message id (a retried delivery adds nothing), then the e-mail's row is recomputed from
 * every event known for its Resend id: the first delivery, open and click times, and the furthest
 * status. Recomputing from the set, never applying one event on top of the last, is what makes the
 * order of arrival irrelevant: an "opened" before its "delivered", or a late "sent", never moves the
 * row backwards. A bounce (not a transient one) or a complaint marks the address: nothing is sent to
 * it again (lib/email/delivery-guard.ts) and its pending automation steps stop (the stop rule).
 */
export const DELIVERY_EVENT_TYPES = {
  "email.sent": "sent",
  "email.delivered": "delivered",
  "email.opened": "opened",
  "email.clicked": "clicked",
  "email.bounced": "bounced",
  "email.complained": "complained",
} as const;
export type DeliveryStatus = (typeof DELIVERY_EVENT_TYPES)[keyof typeof DELIVERY_EVENT_TYPES];

/** The statuses in order: a row only ever moves right. */
export const STATUS_ORDER = ["queued", "retrying", "sent", "delivered", "opened", "clicked", "bounced", "complained"] as const;

const eventSchema = z.object({
  type: z.string().max(100),
  created_at: z.string().max(64),
  data: z.object({
    email_id: z.string().min(1).max(200),
    created_at: z.string().max(64).optional(),
    to: z.array(z.string().max(320)).max(50).optional(),
    bounce: z.object({ type: z.string().max(50).optional() }).passthrough().optional(),
  }).passthrough(),
});
export type ResendEvent = z.output<typeof eventSchema>;

export type Headers = { id: string | null; timestamp: string | null; signature: string | null };

/**
 * Checks the Svix signature with the SDK's own `webhooks.verify` (Standard Webhooks: HMAC over
 * id.timestamp.body, a timestamp within 5 minutes), then the event's shape. null: refused.
 */
export function verifyResendEvent(raw: string, h: Headers, secret: string): { ok: true; event: ResendEvent } | { ok: false; reason: "signature" | "invalid" } {
  if (!h.id || !h.timestamp || !h.signature) return { ok: false, reason: "signature" };
  let payload: unknown;
  try {
    payload = new Resend("re_unused").webhooks.verify({ payload: raw, headers: { id: h.id, timestamp: h.timestamp, signature: h.signature }, webhookSecret: secret });
  } catch {
    return { ok: false, reason: "signature" };
  }
  const parsed = eventSchema.safeParse(payload);
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, reason: "invalid" };
}

export type Recorded = { outcome: "recorded" | "duplicate" | "ignored"; status?: string | null };

/** Keeps one verified event (by its Svix id) and brings its e-mail's row up to date; one transaction. */
export async function recordDeliveryEvent(svixId: string, event: ResendEvent): Promise<Recorded> {
  const type = DELIVERY_EVENT_TYPES[event.type as keyof typeof DELIVERY_EVENT_TYPES];
  if (!type) return { outcome: "ignored" };
  const occurredAt = new Date(event.created_at);
  const at = Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt;
  return db().$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "email_events" ("svixId", "type", "providerId", "occurredAt", "communicationId", "leadId")
      SELECT ${svixId}, ${type}, ${event.data.email_id}, ${at}, c."id", c."leadId"
      FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT "id", "leadId" FROM "communications" WHERE "providerId" = ${event.data.email_id} ORDER BY "id" LIMIT 1) c ON true
      ON CONFLICT ("svixId") DO NOTHING RETURNING "id"`;
    if (inserted.length === 0) return { outcome: "duplicate" };
    if (type === "complained" || (type === "bounced" && event.data.bounce?.type !== "Transient")) {
      const row = await tx.communication.findFirst({ where: { providerId: event.data.email_id }, select: { toAddress: true } });
      const addresses = [...(event.data.to ?? []), ...(row?.toAddress ?? "").split(",")].map((a) => a.trim().toLowerCase()).filter(Boolean);
      for (const email of new Set(addresses)) {
        await tx.$executeRaw`
          INSERT INTO "email_suppressions" ("email", "reason") VALUES (${email}, ${type})
          ON CONFLICT ("email") DO UPDATE SET "reason" = CASE WHEN EXCLUDED."reason" = 'complained' THEN 'complained' ELSE "email_suppressions"."reason" END`;
      }
    }
    const status = await reconcileDelivery(tx, event.data.email_id);
    return { outcome: "recorded", status };
  });
}

/**
 * The e-mail's row from every event known for its Resend id (order-free; see above). Also called by
 * the e-mail worker right after it stores the id, for events that arrived before it did.
 */
export async function reconcileDelivery(tx: Prisma.TransactionClient, providerId: string): Promise<string | null> {
  const order = [...STATUS_ORDER];
  await tx.$executeRaw`
    UPDATE "email_events" e SET "communicationId" = c."id", "leadId" = c."leadId"
    FROM "communications" c WHERE c."providerId" = ${providerId} AND e."providerId" = ${providerId} AND e."communicationId" IS NULL`;
  const rows = await tx.$queryRaw<{ status: string }[]>`
    WITH ev AS (
      SELECT min("occurredAt") FILTER (WHERE "type" IN ('delivered', 'opened', 'clicked')) AS "delivered",
             min("occurredAt") FILTER (WHERE "type" IN ('opened', 'clicked')) AS "opened",
             min("occurredAt") FILTER (WHERE "type" = 'clicked') AS "clicked",
             (array_agg("type" ORDER BY array_position(${order}::text[], "type") DESC))[1] AS "top"
      FROM "email_events" WHERE "providerId" = ${providerId}
    )
    UPDATE "communications" c SET
      "deliveredAt" = COALESCE(LEAST(c."deliveredAt", ev."delivered"), c."deliveredAt", ev."delivered"),
      "openedAt" = COALESCE(LEAST(c."openedAt", ev."opened"), c."openedAt", ev."opened"),
      "clickedAt" = COALESCE(LEAST(c."clickedAt", ev."clicked"), c."clickedAt", ev."clicked"),
      "status" = CASE WHEN coalesce(array_position(${order}::text[], ev."top"), 0) > coalesce(array_position(${order}::text[], c."status"), 0)
                      THEN ev."top" ELSE c."status" END
    FROM ev WHERE c."providerId" = ${providerId} AND ev."top" IS NOT NULL
    RETURNING c."status"`;
  return rows[0]?.status ?? null;
}
