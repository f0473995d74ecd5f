import "server-only";
import { z } from "zod";
import { db, sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { keywordOf, type Keyword } from "@/lib/texting/keywords";
import { keywordReply } from "@/lib/texting/keyword-replies";
import { LEAD_EVENT_PRIORITY } from "@/lib/jobs/priorities";

type Tx = Prisma.TransactionClient;

const E164 = /^\+[1-9]\d{7,14}$/;
/** A text Twilio forwards to POST /api/twilio/inbound (messaging-billing.md §1.4); other parameters are kept, unread. */
export const inboundSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, "Not a Twilio message id"),
  AccountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "Not a Twilio account id"),
  From: z.string().regex(E164, "The sender is not a phone number in E.164"),
  To: z.string().regex(E164, "The recipient is not a phone number in E.164"),
  Body: z.string().max(1600, "A text has at most 1,600 characters").default(""),
  NumMedia: z.string().regex(/^\d{1,2}$/).optional(),
  MessagingServiceSid: z.string().max(64).optional(),
});
export type InboundText = z.output<typeof inboundSchema>;

export const TEXTING_INBOUND_TASK = "texting:inbound";

export type InboundOutcome = { duplicate: boolean; communicationId: number | null; leadId: number | null; keyword: Keyword | null; reply: string | null };

/** The lead a number's text belongs to: the lead of our last text to it, else its newest lead; merged leads lead to their survivor. */
export async function leadOfNumber(tx: Tx, phone: string): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH candidates AS (
      (SELECT c."leadId" AS id, 0 AS rank, c."createdAt" AS at FROM communications c
       WHERE c."type" = 'sms' AND c."direction" = 'outbound' AND c."toAddress" = ${phone} AND c."leadId" IS NOT NULL
       ORDER BY c."createdAt" DESC LIMIT 1)
      UNION ALL
      (SELECT l.id, 1, l."createdAt" FROM leads l WHERE l."phoneE164" = ${phone} AND l."deletedAt" IS NULL ORDER BY l."createdAt" DESC, l.id DESC LIMIT 1)
    )
    SELECT coalesce(CASE WHEN l."deletedAt" IS NULL THEN l.id END, CASE WHEN s."deletedAt" IS NULL THEN s.id END) AS id
    FROM candidates c JOIN leads l ON l.id = c.id LEFT JOIN leads s ON s.id = l."mergedIntoId"
    ORDER BY c.rank LIMIT 2`;
  return rows.find((r) => r.id !== null)?.id ?? null;
}

/**
 * One inbound text, in one transaction, before the webhook answers (issue 33): stored once by its
 * MessageSid (a repeated delivery stores nothing and answers nothing), matched to the person's lead
 * by number, and, for a keyword, acted on at once: STOP (and its variants) records the opt-out in
 * `consent_revocations` and cancels every text still waiting for that number, so nothing at all goes
 * after it; START re-subscribes; HELP is answered. The answer (a confirmation) is returned for the
 * webhook's TwiML and kept on the thread. The rest (a new lead for an unknown number, the agent's
 * alert, the "replied by text" automations) is a job, in the same transaction.
 */
export async function receiveText(t: InboundText, now = new Date()): Promise<InboundOutcome> {
  // Most texts are answers (or HELP): nothing about the number's consent changes, so one read and one
  // write statement do it on the pool (this is the webhook's hot path: bench/texting.mts). A keyword that
  // changes consent (STOP, START, YES after a STOP) goes through one transaction.
  const asIs = keywordOf(t.Body, false);
  if (asIs === keywordOf(t.Body, true) && (asIs === null || asIs === "help")) return receivePlain(t, asIs, now);
  return db().$transaction(async (tx) => {
    const optedOut = (await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM consent_revocations WHERE "phoneE164" = ${t.From} AND channel = 'sms'`)[0]!.n > 0;
    const keyword = keywordOf(t.Body, optedOut);
    const leadId = await leadOfNumber(tx, t.From);
    const metadata = { kind: "inbound", from: t.From, to: t.To, numMedia: Number(t.NumMedia ?? 0), keyword };
    const stored = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO communications ("type", "direction", "content", "status", "toAddress", "providerId", "dedupeKey", "leadId", "metadata", "createdAt")
      VALUES ('sms', 'inbound', ${t.Body}, 'received', ${t.To}, ${t.MessageSid}, ${`sms-in:${t.MessageSid}`}, ${leadId}, ${JSON.stringify(metadata)}::jsonb, ${now})
      ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id`;
    if (stored.length === 0) return { duplicate: true, communicationId: null, leadId, keyword, reply: null };
    const id = stored[0]!.id;

    let reply: string | null = null;
    if (keyword === "opt_out") {
      // Nothing more after the one confirmation: a second STOP is not answered.
      if (!optedOut) {
        const revocation = await tx.consentRevocation.create({ data: { phoneE164: t.From, channel: "sms", ip: null, createdAt: now }, select: { id: true } });
        const cancelled = await tx.$executeRaw`
          UPDATE communications SET status = 'not_sent', metadata = coalesce(metadata, '{}'::jsonb) || ${JSON.stringify({ reason: "The person replied STOP" })}::jsonb
          WHERE "type" = 'sms' AND "direction" = 'outbound' AND "toAddress" = ${t.From} AND status IN ('queued', 'scheduled', 'retrying')`;
        await recordAudit({ action: "consent.revoke", entity: "consent_revocation", entityId: revocation.id, changes: { channel: "sms", leadId, textsCancelled: cancelled } }, tx);
        reply = keywordReply("opt_out");
      }
    } else if (keyword === "opt_in") {
      const removed = await tx.consentRevocation.deleteMany({ where: { phoneE164: t.From, channel: "sms" } });
      if (removed.count > 0) {
        await recordAudit({ action: "consent.restore", entity: "lead", entityId: leadId, changes: { channel: "sms", keyword: t.Body.trim().slice(0, 20) } }, tx);
        reply = keywordReply("opt_in");
      }
    } else if (keyword === "help") {
      reply = keywordReply("help");
    }
    if (reply) {
      await tx.$executeRaw`
        INSERT INTO communications ("type", "direction", "content", "status", "toAddress", "dedupeKey", "leadId", "sentAt", "metadata", "createdAt")
        VALUES ('sms', 'outbound', ${reply}, 'accepted', ${t.From}, ${`sms-reply:${t.MessageSid}`}, ${leadId}, ${now}, ${JSON.stringify({ kind: "keyword_reply", keyword, via: "twiml" })}::jsonb, ${now})
        ON CONFLICT ("dedupeKey") DO NOTHING`;
    }
    // Messages from one number are followed up one at a time, in order (a new lead is created once):
    // a reply (or an unknown number's first words), and a first STOP on a known lead (its agent is told).
    if (keyword === null || (keyword === "opt_out" && reply !== null && leadId !== null)) {
      await enqueueJob(tx, TEXTING_INBOUND_TASK, { communicationId: id }, { queueName: `sms-from:${t.From}`, maxAttempts: 10, priority: LEAD_EVENT_PRIORITY });
    }
    return { duplicate: false, communicationId: id, leadId, keyword, reply };
  });
}

/**
 * The text, matched to its number's lead (leadOfNumber's rule), HELP's answer (if any) and the
 * follow-up job (for a reply), in one statement: all or nothing, one round trip.
 */
const STORE_SQL = `
  WITH lead AS (
    SELECT x.id FROM (
      SELECT coalesce(CASE WHEN l."deletedAt" IS NULL THEN l.id END, CASE WHEN s."deletedAt" IS NULL THEN s.id END) AS id, c.rank
      FROM (
        (SELECT c."leadId" AS id, 0 AS rank FROM communications c
         WHERE c."type" = 'sms' AND c."direction" = 'outbound' AND c."toAddress" = $8 AND c."leadId" IS NOT NULL
         ORDER BY c."createdAt" DESC LIMIT 1)
        UNION ALL
        (SELECT l.id, 1 FROM leads l WHERE l."phoneE164" = $8 AND l."deletedAt" IS NULL ORDER BY l."createdAt" DESC, l.id DESC LIMIT 1)
      ) c JOIN leads l ON l.id = c.id LEFT JOIN leads s ON s.id = l."mergedIntoId"
    ) x WHERE x.id IS NOT NULL ORDER BY x.rank LIMIT 1
  ), ins AS (
    INSERT INTO communications ("type", "direction", "content", "status", "toAddress", "providerId", "dedupeKey", "leadId", "metadata", "createdAt")
    VALUES ('sms', 'inbound', $1, 'received', $2, $3, $4, (SELECT id FROM lead), $5::jsonb, $6::timestamptz)
    ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id, "leadId"
  ), reply AS (
    INSERT INTO communications ("type", "direction", "content", "status", "toAddress", "dedupeKey", "leadId", "sentAt", "metadata", "createdAt")
    SELECT 'sms', 'outbound', $7::text, 'accepted', $8, $9, ins."leadId", $6::timestamptz, $10::jsonb, $6::timestamptz FROM ins WHERE $7::text IS NOT NULL
    ON CONFLICT ("dedupeKey") DO NOTHING RETURNING id
  ), job AS (
    SELECT graphile_worker.add_job('${TEXTING_INBOUND_TASK}', payload => json_build_object('communicationId', ins.id), queue_name => $11::text,
                                   max_attempts => 10, priority => -1) AS j
    FROM ins WHERE $12::boolean
  )
  SELECT ins.id, ins."leadId", (SELECT count(*) FROM job) AS jobs, (SELECT count(*) FROM reply) AS replies FROM ins`;

async function receivePlain(t: InboundText, keyword: "help" | null, now: Date): Promise<InboundOutcome> {
  const reply = keyword === "help" ? keywordReply("help") : null;
  const metadata = { kind: "inbound", from: t.From, to: t.To, numMedia: Number(t.NumMedia ?? 0), keyword };
  const { rows } = await sql().query<{ id: number; leadId: number | null }>(prepared(STORE_SQL, [
    t.Body, t.To, t.MessageSid, `sms-in:${t.MessageSid}`, JSON.stringify(metadata), now,
    reply, t.From, `sms-reply:${t.MessageSid}`, JSON.stringify({ kind: "keyword_reply", keyword, via: "twiml" }),
    `sms-from:${t.From}`, keyword === null,
  ]));
  if (rows.length === 0) return { duplicate: true, communicationId: null, leadId: null, keyword, reply: null };
  return { duplicate: false, communicationId: rows[0]!.id, leadId: rows[0]!.leadId, keyword, reply };
}
