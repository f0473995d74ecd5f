import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CRM_PROVIDERS, CRM_PROVIDER_LABELS, OWN_CRM_PROVIDERS, type CrmProvider } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { SALE_EVENTS } from "@/lib/integrations/meta/events";
import { queueLeadStageEvents } from "@/lib/integrations/meta/stage-events";
import { advanceLeadStatus } from "@/lib/integrations/crm/lead-status";
import { matchLead } from "@/lib/integrations/crm/match-lead";
import { mappingLookup, stageKey, type EffectiveMapping } from "@/lib/integrations/crm/stage-mappings";
import type { InboxOutcome, StageReport } from "@/lib/integrations/webhooks/types";

type Tx = Prisma.TransactionClient;

export type StageOutcome = { outcome: InboxOutcome; leadId: number | null; detail: string; eventName?: string; eventId?: string };

/** The mapping for a reported stage: the CRM's own table, or (Zapier without a known CRM) the API's, then any table. */
async function findMapping(tx: Tx, report: StageReport): Promise<{ mapping: EffectiveMapping; stage: string } | null> {
  const providers: CrmProvider[] = report.mappingProvider ? [report.mappingProvider] : ["api", ...CRM_PROVIDERS.filter((p) => p !== "api" && !OWN_CRM_PROVIDERS.includes(p))];
  for (const provider of providers) {
    const lookup = await mappingLookup(provider, tx);
    for (const stage of report.stages) {
      const mapping = lookup.get(stageKey(stage));
      if (mapping) return { mapping, stage };
    }
  }
  return null;
}

/**
 * A CRM's stage change, matched to our lead and turned into the mapped Meta event (with the Lead
 * event first when it was never recorded). Every delivery ends with an outcome an admin can read:
 * nothing is dropped silently.
 */
export async function applyStageReport(tx: Tx, report: StageReport, opts: { forcedLeadId?: number | null } = {}): Promise<StageOutcome> {
  const match = opts.forcedLeadId
    ? { leadId: opts.forcedLeadId, by: "lead_id" as const }
    : await matchLead(tx, { provider: report.source, dealId: report.dealId, leadRef: report.leadRef, email: report.email, phone: report.phone });
  if (!match) {
    const clues = [report.dealId && `deal ${report.dealId}`, report.leadRef && `lead id ${report.leadRef}`, report.email && "an e-mail", report.phone && "a phone"].filter(Boolean);
    return {
      outcome: "unmatched",
      leadId: null,
      detail: `No lead matches ${clues.length ? clues.join(", ") : "this delivery (it carries no lead id, e-mail or phone)"}. Link it to a lead on /admin/webhooks.`,
    };
  }
  const found = await findMapping(tx, report);
  const label = report.mappingProvider ? CRM_PROVIDER_LABELS[report.mappingProvider] : report.crmName;
  if (!found) {
    return { outcome: "unmapped_stage", leadId: match.leadId, detail: `Stage "${report.stages.join('" / "')}" has no ${label} mapping. Add one at /admin/stage-mappings.` };
  }
  if (found.mapping.event === "none") {
    return { outcome: "ignored", leadId: match.leadId, detail: `Stage "${found.stage}" is mapped to no event.` };
  }

  const eventName = found.mapping.event;
  const isSale = SALE_EVENTS.includes(eventName);
  const result = await queueLeadStageEvents(tx, {
    leadId: match.leadId,
    crmName: report.crmName,
    deal: report.dealId ? { provider: report.source, id: report.dealId } : null,
    steps: [
      {
        eventName,
        stage: found.stage,
        occurredAt: report.occurredAt,
        value: report.stageValue ?? (isSale ? report.dealAmount : null) ?? found.mapping.value,
        repeatKey: eventName === "Subscribe" && !report.dealId ? String(report.occurredAt.getUTCFullYear()) : undefined,
      },
    ],
  });
  if (!result) return { outcome: "unmatched", leadId: null, detail: `Lead ${match.leadId} no longer exists.` };
  const event = result.events[result.events.length - 1]!;
  const status = await advanceLeadStatus(tx, match.leadId, eventName);
  if (status) {
    await recordAudit({ action: "lead.status_from_crm", entity: "lead", entityId: match.leadId, changes: { status, crm: report.crmName, stage: found.stage } }, tx);
  }
  if (result.dropped) return { outcome: "do_not_contact", leadId: match.leadId, detail: result.dropped, eventName, eventId: event.event_id };
  const created = result.outcome.created.some((c) => c.eventId === event.event_id);
  return {
    outcome: created ? "event_queued" : "duplicate_event",
    leadId: match.leadId,
    eventName,
    eventId: event.event_id,
    detail: created
      ? `${eventName} queued for lead ${match.leadId} (matched by ${match.by.replace("_", " ")})`
      : `${eventName} was already recorded for lead ${match.leadId}: Meta receives it once`,
  };
}
