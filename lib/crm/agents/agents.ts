import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { AgentSettings } from "@/lib/schemas/crm-admin";
import { recordAudit } from "@/lib/audit/record";
import { changedFields } from "@/lib/crm/audit-diff";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";

/** Every user with their round-robin settings and open lead count (the /admin/agents page). */
export async function listAgents() {
  const users = await db().user.findMany({
    select: { id: true, username: true, role: true, active: true, email: true, acceptsLeadTypes: true, lastLeadAssignedAt: true, _count: { select: { assignedLeads: true } } },
    orderBy: [{ role: "asc" }, { username: "asc" }],
  });
  return users.map(({ _count, lastLeadAssignedAt, ...u }) => ({ ...u, leads: _count.assignedLeads, lastLeadAssignedAt: lastLeadAssignedAt?.toISOString() ?? null }));
}
export type AgentRow = Awaited<ReturnType<typeof listAgents>>[number];

/** Active users an admin can assign leads and records to (the assignment selects). */
export async function assignableUsers(): Promise<{ id: number; username: string; role: string }[]> {
  return db().user.findMany({ where: { active: true }, select: { id: true, username: true, role: true }, orderBy: { username: "asc" } });
}

/** An admin sets a user's e-mail, active flag and accepted lead types; audited. */
export async function updateAgent(actor: SessionUser, id: number, input: AgentSettings) {
  if (actor.role !== "admin") throw new CrmNotFoundError("user");
  if (id === actor.id && input.active === false) throw new CrmValidationError({ active: ["You cannot deactivate your own account"] });
  return db().$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { email: true, active: true, acceptsLeadTypes: true } });
    if (!before) throw new CrmNotFoundError("user");
    const updated = await tx.user.update({ where: { id }, data: input, select: { id: true, email: true, active: true, acceptsLeadTypes: true } });
    const changes = changedFields(
      { ...before, acceptsLeadTypes: before.acceptsLeadTypes.join(",") },
      { ...input, acceptsLeadTypes: input.acceptsLeadTypes?.join(",") },
    );
    if (Object.keys(changes).length) await recordAudit({ actorId: actor.id, action: "user.update", entity: "user", entityId: id, changes }, tx);
    return updated;
  });
}
