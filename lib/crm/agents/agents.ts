import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { AgentSettings } from "@/lib/schemas/crm-admin";
import type { LeadType } from "@/lib/generated/prisma/enums";
import { recordAudit } from "@/lib/audit/record";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { changedFields } from "@/lib/crm/audit-diff";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";

/** Every user with their standing, round-robin settings and lead count (the /admin/agents page). */
export async function listAgents() {
  const users = await db().user.findMany({
    select: {
      id: true,
      username: true,
      role: true,
      status: true,
      email: true,
      acceptsLeadTypes: true,
      // Availability (issue 26): working hours, the "Available now" switch, phone and booking link.
      workDays: true,
      workStartMinute: true,
      workEndMinute: true,
      availableNow: true,
      displayName: true,
      phone: true,
      bookingLink: true,
      lastLeadAssignedAt: true,
      lastLoginAt: true,
      createdAt: true,
      _count: { select: { assignedLeads: true } },
    },
    orderBy: [{ role: "asc" }, { username: "asc" }],
  });
  return users.map(({ _count, lastLeadAssignedAt, lastLoginAt, createdAt, ...u }) => ({
    ...u,
    leads: _count.assignedLeads,
    lastLeadAssignedAt: lastLeadAssignedAt?.toISOString() ?? null,
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}
export type AgentRow = Awaited<ReturnType<typeof listAgents>>[number];

/** How many accounts wait for an admin's decision (the admin's CRM dashboard links to them). */
export const pendingAgentCount = () => db().user.count({ where: { status: "pending" } });

/** Approved users an admin can assign leads and records to (the assignment selects). */
export async function assignableUsers(): Promise<{ id: number; username: string; role: string }[]> {
  return db().user.findMany({ where: { status: "active" }, select: { id: true, username: true, role: true }, orderBy: { username: "asc" } });
}

/**
 * An admin sets a user's e-mail, standing (active / disabled), role and accepted lead types; audited.
 * Disabling a user or changing their role ends every session they have, on every instance, at once.
 * Admins cannot disable or demote themselves (the last admin could lock everyone out).
 */
export async function updateAgent(actor: SessionUser, id: number, input: AgentSettings) {
  if (actor.role !== "admin") throw new CrmNotFoundError("user");
  if (id === actor.id && input.status === "disabled") throw new CrmValidationError({ status: ["You cannot disable your own account"] });
  if (id === actor.id && input.role && input.role !== actor.role) throw new CrmValidationError({ role: ["You cannot change your own role"] });
  return db().$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { email: true, status: true, role: true, acceptsLeadTypes: true } });
    if (!before) throw new CrmNotFoundError("user");
    if (input.status && (before.status === "pending" || before.status === "rejected")) {
      throw new CrmValidationError({ status: ["Approve or reject this registration first"] });
    }
    const updated = await tx.user.update({ where: { id }, data: input, select: { id: true, email: true, status: true, role: true, acceptsLeadTypes: true } });
    const changes = changedFields(
      { ...before, acceptsLeadTypes: before.acceptsLeadTypes.join(",") },
      { ...input, acceptsLeadTypes: input.acceptsLeadTypes?.join(",") },
    );
    const endsSessions = (input.status === "disabled" && before.status !== "disabled") || (input.role !== undefined && input.role !== before.role);
    const ended = endsSessions ? await revokeUserSessions(id, { client: tx }) : 0;
    if (Object.keys(changes).length) {
      await recordAudit({ actorId: actor.id, action: "user.update", entity: "user", entityId: id, changes: { ...changes, ...(ended ? { sessionsEnded: ended } : {}) } }, tx);
    }
    return updated;
  });
}

/** Approves a pending registration with the lead types the agent takes (empty = every type). */
export async function approveAgent(actor: SessionUser, id: number, acceptsLeadTypes: LeadType[]) {
  if (actor.role !== "admin") throw new CrmNotFoundError("user");
  return db().$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id, status: "pending" }, data: { status: "active", acceptsLeadTypes } });
    if (!count) throw new CrmValidationError({ userId: ["This registration is no longer waiting for approval"] });
    await recordAudit({ actorId: actor.id, action: "user.approve", entity: "user", entityId: id, changes: { acceptsLeadTypes: acceptsLeadTypes.join(",") } }, tx);
    return tx.user.findUniqueOrThrow({ where: { id }, select: { id: true, username: true } });
  });
}

/** Rejects a pending registration: the account can no longer sign in; its sessions end at once. */
export async function rejectAgent(actor: SessionUser, id: number) {
  if (actor.role !== "admin") throw new CrmNotFoundError("user");
  return db().$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({ where: { id, status: "pending" }, data: { status: "rejected" } });
    if (!count) throw new CrmValidationError({ userId: ["This registration is no longer waiting for approval"] });
    await revokeUserSessions(id, { client: tx });
    await recordAudit({ actorId: actor.id, action: "user.reject", entity: "user", entityId: id }, tx);
    return tx.user.findUniqueOrThrow({ where: { id }, select: { id: true, username: true } });
  });
}
