import "server-only";
import { db } from "@/lib/db";
import { errorMessage, log } from "@/lib/log";
import { applyStageReport, type StageOutcome } from "@/lib/integrations/crm/apply-stage-report";
import { hubspotStageReport } from "@/lib/integrations/webhooks/hubspot";
import { pipedriveStageReport } from "@/lib/integrations/webhooks/pipedrive";
import { processLeadgen } from "@/lib/integrations/webhooks/process-leadgen";
import { salesforceStageReport } from "@/lib/integrations/webhooks/salesforce";
import { zapierStageReport, type ZapierPayload } from "@/lib/integrations/webhooks/zapier";
import { isIgnored, type Ignored, type StageReport } from "@/lib/integrations/webhooks/types";

type Row = { id: number; provider: string; payload: unknown; receivedAt: Date; leadId: number | null };

function stageReportOf(row: Row): StageReport | Ignored {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  switch (row.provider) {
    case "hubspot":
      return hubspotStageReport(payload);
    case "pipedrive":
      return pipedriveStageReport(payload);
    case "salesforce":
      return salesforceStageReport(payload);
    case "zapier":
      return { ...zapierStageReport(payload as ZapierPayload), occurredAt: row.receivedAt };
    default:
      return { ignored: `Unknown provider ${row.provider}` };
  }
}

/**
 * Processes stored deliveries not yet processed: Lead Ads leads through the lead pipeline, CRM
 * stage changes into Meta events. Each row's outcome is written with its effects in one
 * transaction. Returns the rows to retry (Graph API down, token missing): the job throws for them
 * and graphile-worker backs off.
 */
export async function processInbox(ids: number[]): Promise<{ retry: number[]; lastError: string | null }> {
  const rows = await db().webhookInbox.findMany({ where: { id: { in: ids }, processedAt: null }, orderBy: { id: "asc" } });
  const retry: number[] = [];
  let lastError: string | null = null;
  for (const row of rows) {
    try {
      if (row.provider === "facebook") {
        const result = await processLeadgen((row.payload ?? {}) as Record<string, unknown>);
        if ("retry" in result) {
          retry.push(row.id);
          lastError = result.retry;
          await db().webhookInbox.update({ where: { id: row.id }, data: { error: result.retry } });
          continue;
        }
        await db().webhookInbox.update({ where: { id: row.id }, data: { processedAt: new Date(), outcome: result.outcome, error: result.outcome === "lead_created" ? null : result.detail, leadId: result.leadId } });
        continue;
      }
      const report = stageReportOf(row);
      await db().$transaction(async (tx) => {
        const outcome: StageOutcome = isIgnored(report) ? { outcome: "ignored", leadId: row.leadId, detail: report.ignored } : await applyStageReport(tx, report, { forcedLeadId: row.leadId });
        await tx.webhookInbox.update({ where: { id: row.id }, data: { processedAt: new Date(), outcome: outcome.outcome, error: outcome.detail, leadId: outcome.leadId } });
      });
    } catch (e) {
      retry.push(row.id);
      lastError = errorMessage(e);
      log.error("webhook.process_failed", { inboxId: row.id, provider: row.provider, error: lastError });
      await db().webhookInbox.update({ where: { id: row.id }, data: { error: lastError.slice(0, 1000) } }).catch(() => undefined);
    }
  }
  return { retry, lastError };
}
