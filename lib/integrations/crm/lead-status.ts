import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadStatus } from "@/lib/generated/prisma/enums";
import { SALE_EVENTS } from "@/lib/integrations/meta/events";
import { ownCrmName } from "@/lib/integrations/meta/lead-events";
import { queueLeadStageEvents, type StageStep } from "@/lib/integrations/meta/stage-events";
import { mappingLookup } from "@/lib/integrations/crm/stage-mappings";

type Tx = Prisma.TransactionClient;

/**
 * How far a stage event says the lead has come in our own lead statuses (new → contacted →
 * qualified → converted): a Lead stage means someone is talking to the person; a qualified lead,
 * a scheduled appointment, a quote or an application mean the lead is qualified; a sale is a
 * converted lead.
 */
const STATUS_OF_EVENT: Record<string, LeadStatus> = {
  Lead: "contacted",
  CompleteRegistration: "qualified",
  Schedule: "qualified",
  InitiateCheckout: "qualified",
  SubmitApplication: "qualified",
  Purchase: "converted",
  Subscribe: "converted",
};
const RANK: Record<LeadStatus, number> = { new: 0, lost: 0, contacted: 1, qualified: 2, converted: 3 };

/**
 * A stage reported by a CRM moves our lead forward (never back: a late "qualified" does not undo
 * "converted"; a lost lead that a CRM reports progress on is open again). Returns the new status when it changed.
 */
export async function advanceLeadStatus(tx: Tx, leadId: number, eventName: string): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  const to = STATUS_OF_EVENT[eventName];
  if (!to) return null;
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { status: true } });
  if (!lead || RANK[to] <= RANK[lead.status]) return null;
  await tx.lead.update({ where: { id: leadId }, data: { status: to, ...(lead.status === "lost" ? { lostReason: null } : {}) } });
  return { from: lead.status, to };
}

/** Our statuses in their order (lost ends the follow-up: by default it maps to no event). */
const STATUS_ORDER: readonly LeadStatus[] = ["new", "contacted", "qualified", "converted"];

/**
 * A status moved on the lead page → the Meta events of the `lead` stage mappings, recorded in the
 * ledger in the caller's transaction. As for deals (Meta's guidance for CRM integrations), every
 * mapped status up to the new one is sent in order (qualifying a new lead records the contacted
 * stage too); statuses already recorded are not sent again (one event of a kind per lead). Only the
 * target may be a sale. Returns the event names of the move (recorded now or earlier).
 */
export async function queueLeadStatusEvents(tx: Tx, leadId: number, to: LeadStatus, at = new Date()): Promise<string[]> {
  const mappings = await mappingLookup("lead", tx);
  const targetMapping = mappings.get(to);
  if (!targetMapping || targetMapping.event === "none") return [];
  const path = to === "lost" ? [to] : STATUS_ORDER.slice(0, STATUS_ORDER.indexOf(to) + 1);
  const steps: StageStep[] = [];
  for (const status of path) {
    const m = mappings.get(status);
    if (!m || m.event === "none") continue;
    if (SALE_EVENTS.includes(m.event) && status !== to) continue;
    steps.push({ eventName: m.event, stage: status, occurredAt: at, value: m.value });
  }
  const done = await queueLeadStageEvents(tx, { leadId, steps, crmName: ownCrmName() }, at);
  return done ? steps.map((s) => s.eventName) : [];
}
