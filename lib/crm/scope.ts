import "server-only";
import type { SessionUser } from "@/lib/auth/users";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who sees what in the CRM: an admin sees everything; an agent sees the leads assigned to them and
 * the accounts, opportunities and activities they own (`assignedTo`). Everything else does not
 * exist for them: services throw CrmNotFoundError, routes answer 404, pages show the 404 page.
 * A deleted lead or account (soft delete, issue 27) does not exist for anyone outside the "Deleted"
 * view and Undo: `liveOwnedBy` / `visibleLeadWhere` add that rule.
 */
export function ownedBy(user: SessionUser): { assignedTo?: number } {
  return user.role === "admin" ? {} : { assignedTo: user.id };
}

/** An account (or a lead) the user may see and that is not deleted. */
export function liveOwnedBy(user: SessionUser): { assignedTo?: number; deletedAt: null } {
  return { ...ownedBy(user), deletedAt: null };
}

/** A lead the user may see and that is not deleted (Prisma where). */
export const visibleLeadWhere = liveOwnedBy;

/** Opportunities and activities of a deleted account (or lead) leave the lists with it (Prisma where). */
export const LIVE_ACCOUNT = { account: { deletedAt: null } } satisfies Prisma.OpportunityWhereInput;
export const LIVE_PARENTS: { AND: Prisma.ActivityWhereInput[] } = {
  AND: [{ OR: [{ accountId: null }, { account: { deletedAt: null } }] }, { OR: [{ leadId: null }, { lead: { deletedAt: null } }] }],
};

export const isAdmin = (user: SessionUser) => user.role === "admin";
