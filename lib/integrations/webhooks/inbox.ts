import "server-only";
import { db, sql } from "@/lib/db";
import { prepared } from "@/lib/sql/prepared";
import { retryRolledBack } from "@/lib/sql/retry-rolled-back";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { recordAudit } from "@/lib/audit/record";
import { linkDeal } from "@/lib/integrations/crm/match-lead";
import type { InboxItem, InboxOutcome, WebhookProvider } from "@/lib/integrations/webhooks/types";

export const PROCESS_TASK = "webhooks:process";
const PROCESS_ATTEMPTS = 25;

/**
 * Keeps a verified delivery in `webhook_inbox` (provider + provider event id unique: a repeat adds
 * nothing) and enqueues its processing, so the provider gets its 200 at once and nothing is lost if
 * processing fails. One SQL statement does both (the rows and the job commit together): it is the
 * hot path of every webhook, sent straight to the pool as a prepared statement: Prisma's
 * createManyAndReturn plus an interactive transaction cost about 5× more per 100-event HubSpot
 * delivery (see bench/webhooks.mts). Two deliveries holding the same events in another order can
 * deadlock on the unique index: the victim's statement is sent again (it was rolled back whole).
 */
export async function storeDeliveries(provider: WebhookProvider, items: InboxItem[]): Promise<{ stored: number; duplicates: number }> {
  if (items.length === 0) return { stored: 0, duplicates: 0 };
  const rows = JSON.stringify(items.map((i) => ({ id: i.providerEventId.slice(0, 300), payload: i.payload })));
  const { rows: result } = await retryRolledBack(() => sql().query<{ stored: number }>(prepared(
    `WITH ins AS (
       INSERT INTO webhook_inbox (provider, "providerEventId", payload)
       SELECT $1, x->>'id', x->'payload' FROM jsonb_array_elements($2::jsonb) AS x
       ON CONFLICT (provider, "providerEventId") DO NOTHING
       RETURNING id
     ), batch AS (SELECT json_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM ins)
     SELECT batch.n AS stored, (
       SELECT graphile_worker.add_job($3::text, json_build_object('inboxIds', batch.ids), max_attempts => $4::int)
       WHERE batch.n > 0
     ) IS NOT NULL AS queued
     FROM batch`,
    [provider, rows, PROCESS_TASK, PROCESS_ATTEMPTS],
  )));
  const stored = Number(result[0]?.stored ?? 0);
  return { stored, duplicates: items.length - stored };
}

export type InboxRow = {
  id: number;
  provider: string;
  providerEventId: string;
  receivedAt: Date;
  processedAt: Date | null;
  outcome: string | null;
  error: string | null;
  leadId: number | null;
  summary: string;
  dealId: string | null;
};

/** A one-line description of a stored delivery, for the admin list (no personal data). */
function summarize(provider: string, payload: Record<string, unknown>): { summary: string; dealId: string | null } {
  switch (provider) {
    case "facebook":
      return { summary: `Lead Ads lead ${String(payload.leadgen_id)} (form ${String(payload.form_id ?? "?")})`, dealId: null };
    case "hubspot":
      return { summary: `${String(payload.subscriptionType)} ${payload.propertyName ? `${String(payload.propertyName)} → ${String(payload.propertyValue)}` : ""}`.trim(), dealId: payload.objectId != null ? String(payload.objectId) : null };
    case "pipedrive": {
      const meta = (payload.meta ?? {}) as Record<string, unknown>;
      const data = (payload.data ?? {}) as Record<string, unknown>;
      return { summary: `${String(meta.action)}.${String(meta.entity)}: stage ${String(data.stage_id ?? "?")}, status ${String(data.status ?? "?")}`, dealId: data.id != null ? String(data.id) : null };
    }
    case "salesforce": {
      const fields = (payload.fields ?? {}) as Record<string, unknown>;
      return { summary: `${String(payload.sObjectType ?? "sObject")}: ${String(fields.StageName ?? "no stage")}`, dealId: fields.Id ? String(fields.Id) : null };
    }
    case "zapier":
      return { summary: `${String(payload.crm_platform ?? "Zapier")}: ${String(payload.stage_name)}${payload.lead_id ? ` (lead ${String(payload.lead_id)})` : ""}`, dealId: payload.deal_id ? String(payload.deal_id) : null };
    default:
      return { summary: provider, dealId: null };
  }
}

export async function listInbox(opts: { provider?: string; outcome?: string; take?: number; skip?: number } = {}): Promise<{ rows: InboxRow[]; total: number }> {
  const where: Prisma.WebhookInboxWhereInput = {
    ...(opts.provider ? { provider: opts.provider } : {}),
    ...(opts.outcome === "pending" ? { processedAt: null } : opts.outcome ? { outcome: opts.outcome } : {}),
  };
  const [rows, total] = await Promise.all([
    db().webhookInbox.findMany({ where, orderBy: { id: "desc" }, take: opts.take ?? 50, skip: opts.skip ?? 0 }),
    db().webhookInbox.count({ where }),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      providerEventId: r.providerEventId,
      receivedAt: r.receivedAt,
      processedAt: r.processedAt,
      outcome: r.outcome,
      error: r.error,
      leadId: r.leadId,
      ...summarize(r.provider, (r.payload ?? {}) as Record<string, unknown>),
    })),
  };
}

/** Deliveries worth another look (nothing matched, no mapping, failed) can be processed again. */
const REPROCESSABLE: readonly (InboxOutcome | null)[] = ["unmatched", "unmapped_stage", "failed", "invalid", null];

export async function reprocessDelivery(id: number, actorId: number): Promise<{ ok: true } | { ok: false; status: 404 | 409; error: string }> {
  return db().$transaction(async (tx) => {
    const row = await tx.webhookInbox.findUnique({ where: { id }, select: { id: true, outcome: true } });
    if (!row) return { ok: false, status: 404, error: "Delivery not found" };
    if (!REPROCESSABLE.includes(row.outcome as InboxOutcome | null)) return { ok: false, status: 409, error: "This delivery was already processed successfully." };
    await tx.webhookInbox.update({ where: { id }, data: { processedAt: null, outcome: null, error: null } });
    await enqueueJob(tx, PROCESS_TASK, { inboxIds: [id] }, { maxAttempts: PROCESS_ATTEMPTS, jobKey: `webhook-reprocess:${id}` });
    await recordAudit({ actorId, action: "webhook.reprocess", entity: "webhook_inbox", entityId: id }, tx);
    return { ok: true };
  });
}

/**
 * An admin says which lead an unmatched CRM deal is: the deal is linked (later deliveries for it
 * match on their own) and the delivery is processed again.
 */
export async function linkDeliveryToLead(id: number, leadId: number, actorId: number): Promise<{ ok: true } | { ok: false; status: 404 | 409 | 400; error: string; field?: "leadId" }> {
  const row = await db().webhookInbox.findUnique({ where: { id } });
  if (!row) return { ok: false, status: 404, error: "Delivery not found" };
  if (row.provider === "facebook") return { ok: false, status: 400, error: "Lead Ads deliveries create their own lead." };
  const lead = await db().lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) return { ok: false, status: 404, error: `Lead ${leadId} not found`, field: "leadId" };
  const { dealId } = summarize(row.provider, (row.payload ?? {}) as Record<string, unknown>);
  await db().$transaction(async (tx) => {
    if (dealId) await linkDeal(tx, row.provider, dealId, leadId, actorId);
    await tx.webhookInbox.update({ where: { id }, data: { processedAt: null, outcome: null, error: null, leadId } });
    await enqueueJob(tx, PROCESS_TASK, { inboxIds: [id] }, { maxAttempts: PROCESS_ATTEMPTS, jobKey: `webhook-reprocess:${id}` });
    await recordAudit({ actorId, action: "webhook.link_lead", entity: "webhook_inbox", entityId: id, changes: { leadId, dealId } }, tx);
  });
  return { ok: true };
}
