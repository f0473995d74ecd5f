import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import type { LeadAudience, MarketStatus, UserRole } from "@/lib/generated/prisma/enums";
import { LEAD_ASSIGNED, leadAssignedDedupeKey, leadAssignedSubject } from "@/lib/crm/leads/assignment-email";

type Tx = Prisma.TransactionClient;

/**
 * Who may be given a lead by hand (issue 31): a consumer in the marketplace moves only through it (an
 * admin assigns unsold inventory at /admin/marketplace, against the buyer's plan; a delivered lead is
 * its buyer's alone); an agent prospect goes only to our staff (an admin or a salesperson). Leads
 * outside the marketplace (captured before it, or an agent's own import) move as before.
 */
export function assignmentRefusal(lead: { audience: LeadAudience; marketStatus: MarketStatus | null }, targetRole: UserRole | null): string | null {
  if (lead.marketStatus === "delivered" || lead.marketStatus === "returned") return "This lead was delivered exclusively to its buyer: it cannot be given to anyone else";
  if (lead.marketStatus !== null && targetRole !== null) return "This lead is in the marketplace: assign it to a buyer from Unsold inventory on /admin/marketplace (it counts against their plan)";
  if (lead.audience === "agent_prospect" && targetRole !== null && targetRole !== "admin" && targetRole !== "sales") return "Agent prospects go to our sales staff only, never to a buyer";
  return null;
}

/** An admin assigns (or unassigns, with null) a lead; the change is audited and the agent e-mailed. */
export async function assignLead(actor: SessionUser, leadId: number, agentId: number | null): Promise<{ assignedTo: number | null }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("lead");
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findFirst({ where: { id: leadId, deletedAt: null }, select: { assignedTo: true, audience: true, marketStatus: true } });
    if (!lead) throw new CrmNotFoundError("lead");
    let role: UserRole | null = null;
    if (agentId !== null) {
      const agent = await tx.user.findFirst({ where: { id: agentId, status: "active" }, select: { id: true, role: true } });
      if (!agent) throw new CrmNotFoundError("agent");
      role = agent.role;
    }
    if (lead.assignedTo === agentId) return { assignedTo: agentId };
    const refusal = assignmentRefusal(lead, role);
    if (refusal) throw new CrmValidationError({ assignedTo: [refusal] });
    if (lead.assignedTo === agentId) return { assignedTo: agentId };
    await applyAssignment(tx, leadId, lead.assignedTo, agentId, { actorId: actor.id, how: "admin" });
    return { assignedTo: agentId };
  });
}

async function applyAssignment(tx: Tx, leadId: number, from: number | null, to: number | null, by: { actorId: number | null; how: string }) {
  const lead = await tx.lead.update({
    where: { id: leadId },
    data: { assignedTo: to },
    select: { id: true, fullName: true },
  });
  await recordAudit(
    { actorId: by.actorId, action: from === null ? "lead.assign" : "lead.reassign", entity: "lead", entityId: leadId, changes: { assignedTo: { from, to }, how: by.how } },
    tx,
  );
  if (to === null) return;
  const agent = await tx.user.findUnique({ where: { id: to }, select: { email: true } });
  if (!agent?.email) return;
  // Queued without its bodies: the e-mail worker renders it when it sends it (assignment-email.ts).
  await queueEmail(tx, {
    kind: LEAD_ASSIGNED,
    to: [agent.email],
    subject: leadAssignedSubject(lead),
    dedupeKey: leadAssignedDedupeKey(leadId, to, new Date()),
    metadata: { leadId, agentId: to },
  });
}
