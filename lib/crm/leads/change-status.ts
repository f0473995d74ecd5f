import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadStatus } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { queueLeadStatusEvents } from "@/lib/integrations/crm/lead-status";
import { enqueueAutomationEvents } from "@/lib/automations/events";
import { leadScopeSql } from "@/lib/crm/scope";

type Tx = Prisma.TransactionClient;

export type StatusChange = { changed: boolean; from: LeadStatus; to: LeadStatus; events: string[] };

/**
 * Moves a lead the user may see to another status (new → contacted → qualified → converted, or lost
 * with a reason): audited as `lead.status`, with the mapped Meta events in the ledger, in one
 * transaction. Moving to the status it has is a no-op (a lost lead's reason may still be changed).
 */
export async function changeLeadStatus(actor: SessionUser, input: { leadId: number; status: LeadStatus; lostReason?: string | null }): Promise<StatusChange> {
  return db().$transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, actor, input.leadId);
    if (!lead) throw new CrmNotFoundError("lead");
    return applyLeadStatus(tx, actor.id, input.leadId, lead, input.status, input.lostReason ?? null, "manual");
  });
}

/**
 * The status move itself, for services that already hold the lead's row (logging a call moves a new
 * lead to contacted; an automation's "set the status"). Every move also queues the automations'
 * `lead_status_changed` event.
 */
export async function applyLeadStatus(
  tx: Tx,
  actorId: number | null,
  leadId: number,
  current: { status: LeadStatus; lostReason: string | null },
  to: LeadStatus,
  lostReason: string | null,
  how: "manual" | "contact_logged" | "bulk" | "automation",
): Promise<StatusChange> {
  const reason = to === "lost" ? lostReason?.trim() || null : null;
  if (to === "lost" && !reason) throw new CrmValidationError({ lostReason: ["Please give a reason for losing this lead"] });
  if (current.status === to && current.lostReason === reason) return { changed: false, from: current.status, to, events: [] };
  await tx.lead.update({ where: { id: leadId }, data: { status: to, lostReason: reason } });
  const now = new Date();
  const events = current.status === to ? [] : await queueLeadStatusEvents(tx, leadId, to, now);
  // The automations' "status changed to X" trigger, in this transaction (lib/automations/events.ts).
  if (current.status !== to) await enqueueAutomationEvents(tx, [{ kind: "lead_status_changed", leadId, from: current.status, to }]);
  await recordAudit(
    {
      actorId,
      action: "lead.status",
      entity: "lead",
      entityId: leadId,
      changes: { status: { from: current.status, to }, ...(reason ? { lostReason: reason } : {}), how, ...(events.length ? { events } : {}) },
    },
    tx,
  );
  return { changed: true, from: current.status, to, events };
}

/** The lead's row, locked for this transaction, when the user may see it (agents: their own leads; never a deleted one). */
export async function lockVisibleLead(tx: Tx, user: SessionUser, leadId: number) {
  const rows = await tx.$queryRaw<LockedLead[]>`
    SELECT "id", "status", "lostReason", "accountId", "assignedTo", "doNotContact", "firstContactAt", "fullName"
    FROM "leads" WHERE "id" = ${leadId} AND "deletedAt" IS NULL AND ${leadScopeSql(user)}
    FOR NO KEY UPDATE`;
  return rows[0] ?? null;
}

export type LockedLead = {
  id: number;
  status: LeadStatus;
  lostReason: string | null;
  accountId: number | null;
  assignedTo: number | null;
  doNotContact: boolean;
  firstContactAt: Date | null;
  fullName: string;
};
