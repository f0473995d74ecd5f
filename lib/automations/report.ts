import "server-only";
import { db } from "@/lib/db";

/** One automation's figures over a window: runs, e-mails and how fast agents followed up. */
export type AutomationCounts = {
  automationId: number;
  triggered: number;
  sent: number;
  delivered: number;
  opened: number;
  bounced: number;
  /** Leads of its runs that an agent contacted (call, e-mail or note) within 5 and 30 minutes of capture. */
  contacted5: number;
  contacted30: number;
  /** Texts (issue 33): handed to Twilio, delivered, failed or undelivered; runs whose lead replied by text after the trigger. */
  textsSent: number;
  textsDelivered: number;
  textsFailed: number;
  replies: number;
};

type Row = { [K in keyof AutomationCounts]: number | bigint };

/**
 * Per automation, over the runs triggered in the last `days` days: triggered (runs), e-mails sent
 * (handed to Resend), delivered, opened and bounced (or complained) as Resend's webhook reported them,
 * the leads contacted by an agent within 5 and 30 minutes, and its texts: handed to Twilio, delivered,
 * failed, and the runs whose lead replied by text. One statement.
 */
export async function automationCounts(days = 30, now = new Date()): Promise<Map<number, AutomationCounts>> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db().$queryRaw<Row[]>`
    WITH runs AS (
      SELECT r."automationId", count(*) AS "triggered",
             count(DISTINCT l."id") FILTER (WHERE l."firstContactAt" <= l."createdAt" + interval '5 minutes') AS "contacted5",
             count(DISTINCT l."id") FILTER (WHERE l."firstContactAt" <= l."createdAt" + interval '30 minutes') AS "contacted30"
      FROM "automation_runs" r JOIN "leads" l ON l."id" = r."leadId"
      WHERE r."triggeredAt" > ${since} AND l."deletedAt" IS NULL
      GROUP BY r."automationId"
    ), mail AS (
      SELECT c."automationId",
             count(*) FILTER (WHERE c."sentAt" IS NOT NULL) AS "sent",
             count(c."deliveredAt") AS "delivered",
             count(c."openedAt") AS "opened",
             count(*) FILTER (WHERE c."status" IN ('bounced', 'complained')) AS "bounced"
      FROM "communications" c
      WHERE c."automationId" IS NOT NULL AND c."createdAt" > ${since} AND c."metadata"->>'kind' = 'automation' AND c."type" = 'email'
      GROUP BY c."automationId"
    ), texts AS (
      SELECT c."automationId",
             count(*) FILTER (WHERE c."sentAt" IS NOT NULL) AS "textsSent",
             count(c."deliveredAt") AS "textsDelivered",
             count(*) FILTER (WHERE c."status" IN ('failed', 'undelivered')) AS "textsFailed"
      FROM "communications" c
      WHERE c."automationId" IS NOT NULL AND c."createdAt" > ${since} AND c."type" = 'sms' AND c."direction" = 'outbound'
      GROUP BY c."automationId"
    ), replies AS (
      SELECT r."automationId", count(*) AS "replies"
      FROM "automation_runs" r
      WHERE r."triggeredAt" > ${since}
        AND EXISTS (SELECT 1 FROM "communications" c WHERE c."leadId" = r."leadId" AND c."type" = 'sms' AND c."direction" = 'inbound' AND c."createdAt" > r."triggeredAt")
      GROUP BY r."automationId"
    )
    SELECT a."id" AS "automationId", coalesce(runs."triggered", 0) AS "triggered", coalesce(mail."sent", 0) AS "sent",
           coalesce(mail."delivered", 0) AS "delivered", coalesce(mail."opened", 0) AS "opened", coalesce(mail."bounced", 0) AS "bounced",
           coalesce(runs."contacted5", 0) AS "contacted5", coalesce(runs."contacted30", 0) AS "contacted30",
           coalesce(texts."textsSent", 0) AS "textsSent", coalesce(texts."textsDelivered", 0) AS "textsDelivered",
           coalesce(texts."textsFailed", 0) AS "textsFailed", coalesce(replies."replies", 0) AS "replies"
    FROM "automations" a LEFT JOIN runs ON runs."automationId" = a."id" LEFT JOIN mail ON mail."automationId" = a."id"
    LEFT JOIN texts ON texts."automationId" = a."id" LEFT JOIN replies ON replies."automationId" = a."id"`;
  return new Map(rows.map((r) => [Number(r.automationId), Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as AutomationCounts]));
}

export type RunRow = {
  id: number;
  leadId: number;
  lead: string;
  triggeredAt: Date;
  steps: { position: number; action: string; status: string; detail: string | null; runAt: Date; doneAt: Date | null }[];
};

/** One automation's runs, newest first, with their steps (the automation's page). */
export async function automationRuns(automationId: number, page = 1, size = 25): Promise<{ rows: RunRow[]; total: number }> {
  const where = { automationId, lead: { deletedAt: null } };
  const [runs, total] = await Promise.all([
    db().automationRun.findMany({
      where,
      orderBy: [{ triggeredAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * size,
      take: size,
      select: {
        id: true, leadId: true, triggeredAt: true, lead: { select: { fullName: true } },
        steps: { orderBy: { position: "asc" }, select: { position: true, action: true, status: true, detail: true, runAt: true, doneAt: true } },
      },
    }),
    db().automationRun.count({ where }),
  ]);
  return { total, rows: runs.map((r) => ({ id: r.id, leadId: r.leadId, lead: r.lead.fullName, triggeredAt: r.triggeredAt, steps: r.steps })) };
}

/** Per automation, its failed and undelivered texts by Twilio's error code (no code: refused before Twilio, e.g. the worker's last attempt), most first. */
export async function automationTextFailures(days = 30, now = new Date()): Promise<Map<number, { code: string; count: number }[]>> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db().$queryRaw<{ automationId: number; code: string; count: number }[]>`
    SELECT c."automationId", coalesce(c."metadata"->>'errorCode', 'none') AS code, count(*)::int AS count
    FROM "communications" c
    WHERE c."automationId" IS NOT NULL AND c."type" = 'sms' AND c."direction" = 'outbound' AND c."status" IN ('failed', 'undelivered') AND c."createdAt" > ${since}
    GROUP BY 1, 2 ORDER BY 3 DESC, 2`;
  const out = new Map<number, { code: string; count: number }[]>();
  for (const r of rows) out.set(r.automationId, [...(out.get(r.automationId) ?? []), { code: r.code, count: r.count }]);
  return out;
}
