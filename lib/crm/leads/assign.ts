import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LeadType } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { queueEmail } from "@/lib/email/queue-email";
import { siteConfig } from "@/lib/site";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { leadAssignedEmail } from "@/lib/crm/leads/assignment-email";

type Tx = Prisma.TransactionClient;

/**
 * Round-robin: the lead goes to the active agent who accepts its type (an empty list accepts all)
 * and has waited longest since their last round-robin lead. `FOR NO KEY UPDATE SKIP LOCKED` lets
 * concurrent captures pick different agents instead of queueing on one row; when every candidate
 * is being given a lead by a concurrent capture at this moment, the lead goes to the longest-waiting
 * one without waiting for that row (and without moving their turn again): with one or two agents,
 * waiting serialised every capture behind the others' transactions and, under load, past the
 * transaction timeout (seen by test/system/scale-out.mts). `NO KEY` keeps the lock from blocking the
 * foreign-key checks of concurrent captures that assign leads to the same agent. A repeat of an earlier
 * lead goes to that lead's agent while they are still active. Called by captureLead inside its
 * transaction; the assignment, its audit entry and the agent's e-mail commit with the lead.
 * Returns the agent's id, or null when no agent takes this type (the lead stays with the admins).
 */
export async function assignLeadRoundRobin(tx: Tx, leadId: number, leadType: LeadType): Promise<number | null> {
  const previous = await tx.$queryRaw<{ id: number }[]>`
    SELECT u."id" FROM "leads" l
    JOIN "leads" o ON o."id" = l."duplicateOfId"
    JOIN "users" u ON u."id" = o."assignedTo"
    WHERE l."id" = ${leadId} AND u."active" AND u."role" = 'agent'
      AND (cardinality(u."acceptsLeadTypes") = 0 OR ${leadType}::"LeadType" = ANY(u."acceptsLeadTypes"))`;
  let agentId = previous[0]?.id ?? null;
  let how = "duplicate_of_assigned";
  if (agentId === null) {
    how = "round_robin";
    const pick = (lock: boolean) => tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "users"
      WHERE "active" AND "role" = 'agent'
        AND (cardinality("acceptsLeadTypes") = 0 OR ${leadType}::"LeadType" = ANY("acceptsLeadTypes"))
      ORDER BY "lastLeadAssignedAt" ASC NULLS FIRST, "id" ASC
      LIMIT 1 ${lock ? Prisma.sql`FOR NO KEY UPDATE SKIP LOCKED` : Prisma.empty}`;
    const free = (await pick(true))[0]?.id;
    if (free !== undefined) {
      agentId = free;
      await tx.user.update({ where: { id: agentId }, data: { lastLeadAssignedAt: new Date() } });
    } else {
      agentId = (await pick(false))[0]?.id ?? null;
      if (agentId === null) return null;
    }
  }
  await applyAssignment(tx, leadId, null, agentId, { actorId: null, how });
  return agentId;
}

/** An admin assigns (or unassigns, with null) a lead; the change is audited and the agent e-mailed. */
export async function assignLead(actor: SessionUser, leadId: number, agentId: number | null): Promise<{ assignedTo: number | null }> {
  if (actor.role !== "admin") throw new CrmNotFoundError("lead");
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { assignedTo: true } });
    if (!lead) throw new CrmNotFoundError("lead");
    if (agentId !== null) {
      const agent = await tx.user.findFirst({ where: { id: agentId, active: true }, select: { id: true } });
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
    select: { id: true, fullName: true, leadType: true, verificationScore: true, isVerified: true, doNotContact: true },
  });
  await recordAudit(
    { actorId: by.actorId, action: from === null ? "lead.assign" : "lead.reassign", entity: "lead", entityId: leadId, changes: { assignedTo: { from, to }, how: by.how } },
    tx,
  );
  if (to === null) return;
  const agent = await tx.user.findUnique({ where: { id: to }, select: { username: true, email: true } });
  if (!agent?.email) return;
  const mail = leadAssignedEmail(lead, agent.username, siteConfig().url);
  await queueEmail(tx, {
    kind: "lead_assigned",
    to: [agent.email],
    ...mail,
    dedupeKey: `lead-assigned:${leadId}:${to}:${Date.now()}`,
    metadata: { leadId, agentId: to },
  });
}
