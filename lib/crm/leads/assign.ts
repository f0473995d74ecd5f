import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { LEAD_ASSIGNED, leadAssignedDedupeKey, leadAssignedSubject } from "@/lib/crm/leads/assignment-email";

type Tx = Prisma.TransactionClient;

/** An admin assigns (or unassigns, with null) a lead; the change is audited and the agent e-mailed. */
export async function assignLead(actor: SessionUser, leadId: number, agentId: number | null): Promise<{ assignedTo: number | null }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("lead");
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findFirst({ where: { id: leadId, deletedAt: null }, select: { assignedTo: true } });
    if (!lead) throw new CrmNotFoundError("lead");
    if (agentId !== null) {
      const agent = await tx.user.findFirst({ where: { id: agentId, status: "active" }, select: { id: true } });
      if (!agent) throw new CrmNotFoundError("agent");
    }
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
