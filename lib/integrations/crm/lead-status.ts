import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadStatus } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/** How far a stage event says the lead has come in our own lead statuses. */
const STATUS_OF_EVENT: Record<string, LeadStatus> = {
  Lead: "contacted",
  CompleteRegistration: "contacted",
  Schedule: "appointment_scheduled",
  InitiateCheckout: "quoted",
  SubmitApplication: "quoted",
  Purchase: "sold",
  Subscribe: "sold",
};
const RANK: Record<LeadStatus, number> = { new: 0, lost: 0, contacted: 1, appointment_scheduled: 2, quoted: 3, sold: 4 };

/**
 * A stage reported by a CRM moves our lead forward (never back: a late "qualified" does not undo
 * "sold"). Returns the new status when it changed.
 */
export async function advanceLeadStatus(tx: Tx, leadId: number, eventName: string): Promise<{ from: LeadStatus; to: LeadStatus } | null> {
  const to = STATUS_OF_EVENT[eventName];
  if (!to) return null;
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { status: true } });
  if (!lead || RANK[to] <= RANK[lead.status]) return null;
  await tx.lead.update({ where: { id: leadId }, data: { status: to } });
  return { from: lead.status, to };
}
