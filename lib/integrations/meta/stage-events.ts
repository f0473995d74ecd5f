import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { META_CAPI, META_EVENT_VALUES } from "@/lib/constants";
import { buildServerEvent, dealEventId, leadEventId, SALE_EVENTS, type ServerEvent } from "@/lib/integrations/meta/events";
import { recordConversionEvents, type LedgerEntry, type RecordOutcome } from "@/lib/integrations/meta/ledger";
import { DO_NOT_CONTACT_REASON, LEAD_EVENT_SELECT, leadPerson, type LeadForEvents } from "@/lib/integrations/meta/lead-events";
import { buildUserData, type MetaPerson } from "@/lib/integrations/meta/user-data";

type Tx = Prisma.TransactionClient;

export type StageStep = {
  eventName: string;
  value: number;
  /** The CRM's stage name (content_name). */
  stage: string;
  occurredAt: Date;
  /** Extra key part for events that may repeat for one lead (e.g. a yearly renewal). */
  repeatKey?: string;
};

export type StageEventsRequest = {
  leadId: number;
  steps: StageStep[];
  /** lead_event_source: the CRM's name as Meta's reports show it. */
  crmName: string;
  /** The deal in that CRM: sales are counted once per deal. */
  deal?: { provider: string; id: string | number } | null;
  opportunityId?: number | null;
};

export type StageEventsResult = {
  /** The lead the events are about (a duplicate's original). */
  subjectLeadId: number;
  events: ServerEvent[];
  outcome: RecordOutcome;
  dropped: string | null;
};

const DAY_MS = 86_400_000;

function eventIdFor(subjectId: number, step: StageStep, req: StageEventsRequest): string {
  if (SALE_EVENTS.includes(step.eventName)) {
    if (req.deal) return dealEventId(req.deal.provider, req.deal.id, step.eventName);
    if (req.opportunityId) return dealEventId("crm", req.opportunityId, step.eventName);
  }
  return leadEventId(subjectId, step.eventName, step.repeatKey);
}

/**
 * Records the conversion events of a lead's CRM progress (Meta's Conversion Leads guidance: every
 * stage, in order, the first lead stage included): the Lead event first when it was never
 * recorded, then each step. System-generated events with event_source crm and the CRM's name;
 * the Meta lead id for Lead Ads leads. A duplicate lead speaks for its original, so a person is
 * counted once. Returns null when the lead does not exist.
 */
export async function queueLeadStageEvents(tx: Tx, req: StageEventsRequest, now = new Date()): Promise<StageEventsResult | null> {
  const asked = await tx.lead.findUnique({ where: { id: req.leadId }, select: LEAD_EVENT_SELECT });
  if (!asked) return null;
  // A lead merged into another speaks through the survivor (issue 27): the person is counted once.
  const lead = asked.mergedIntoId ? ((await tx.lead.findUnique({ where: { id: asked.mergedIntoId }, select: LEAD_EVENT_SELECT })) ?? asked) : asked;
  const subject: LeadForEvents = lead.duplicateOfId
    ? ((await tx.lead.findUnique({ where: { id: lead.duplicateOfId }, select: LEAD_EVENT_SELECT })) ?? lead)
    : lead;
  // Event names already recorded for the person under another id (events moved over by a merge): not sent again.
  const recorded = new Set(
    (await tx.conversionEvent.findMany({ where: { leadId: subject.id, status: { not: "dropped" } }, select: { eventName: true, eventId: true } }))
      .filter((e) => !SALE_EVENTS.includes(e.eventName) && e.eventId !== leadEventId(subject.id, e.eventName))
      .map((e) => e.eventName),
  );
  const dropReason = lead.doNotContact || subject.doNotContact ? DO_NOT_CONTACT_REASON : null;
  const person: MetaPerson = leadPerson(subject);
  const user = buildUserData(person);
  const origin = { kind: "crm" as const, crmName: req.crmName };
  // Meta discards stage events dated before the lead was created.
  const notBefore = subject.createdAt.getTime() + 1000;
  const at = (d: Date) => new Date(Math.min(Math.max(d.getTime(), notBefore), now.getTime()));

  const entries: LedgerEntry[] = [];
  const firstStageRecordable = subject.createdAt.getTime() > now.getTime() - META_CAPI.maxEventAgeDays * DAY_MS + 3_600_000;
  if (!req.steps.some((s) => s.eventName === "Lead") && firstStageRecordable && !recorded.has("Lead")) {
    entries.push({
      leadId: subject.id,
      dropReason,
      event: buildServerEvent({
        eventName: "Lead",
        eventTime: subject.createdAt,
        eventId: leadEventId(subject.id, "Lead"),
        user,
        value: META_EVENT_VALUES.Lead,
        contentName: `${subject.leadType} insurance lead`,
        origin,
      }),
    });
  }
  for (const step of req.steps) {
    if (!step.repeatKey && recorded.has(step.eventName)) continue;
    entries.push({
      leadId: subject.id,
      opportunityId: req.opportunityId ?? null,
      dropReason,
      event: buildServerEvent({
        eventName: step.eventName,
        eventTime: at(step.occurredAt),
        eventId: eventIdFor(subject.id, step, req),
        user,
        value: step.value,
        contentName: step.stage,
        origin,
      }),
    });
  }
  const outcome = await recordConversionEvents(tx, entries);
  return { subjectLeadId: subject.id, events: entries.map((e) => e.event), outcome, dropped: dropReason };
}

/**
 * Stage events of a deal with no lead behind it (an opportunity created by hand): the person is
 * the deal's contact or account; every event is keyed by the deal.
 */
export async function queueDealStageEvents(
  tx: Tx,
  req: { person: MetaPerson; steps: StageStep[]; crmName: string; deal: { provider: string; id: string | number }; opportunityId?: number | null },
): Promise<RecordOutcome> {
  const user = buildUserData(req.person);
  const entries: LedgerEntry[] = req.steps.map((step) => ({
    opportunityId: req.opportunityId ?? null,
    event: buildServerEvent({
      eventName: step.eventName,
      eventTime: step.occurredAt,
      eventId: dealEventId(req.deal.provider, req.deal.id, step.eventName),
      user,
      value: step.value,
      contentName: step.stage,
      origin: { kind: "crm", crmName: req.crmName },
    }),
  }));
  return recordConversionEvents(tx, entries);
}
