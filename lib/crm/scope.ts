import "server-only";
import type { SessionUser } from "@/lib/auth/users";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LeadAudience } from "@/lib/generated/prisma/enums";

/**
 * Who sees what in the CRM: an admin sees everything; an agent sees the leads assigned to them and
 * the accounts, opportunities and activities they own (`assignedTo`). Leads also have an audience
 * (issue 31): an agent (a buyer) sees only consumer leads delivered to them, never an agent prospect;
 * our sales staff see every agent prospect (the sales pipeline) and no consumer. Everything else does not
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

/** The leads a user may see (Prisma where), deleted ones included. */
export function leadScope(user: SessionUser): Prisma.LeadWhereInput {
  if (user.role === "admin") return {};
  if (user.role === "sales") return { audience: "agent_prospect" };
  return { assignedTo: user.id, audience: "consumer" };
}

/** A lead the user may see and that is not deleted (Prisma where). */
export const visibleLeadWhere = (user: SessionUser): Prisma.LeadWhereInput => ({ ...leadScope(user), deletedAt: null });

/**
 * The same rule as two parameters for hand-written SQL: `($a::int IS NULL OR "assignedTo" = $a) AND
 * ($b::"LeadAudience" IS NULL OR "audience" = $b)` (leadScopeCondition writes it). Both null for an admin.
 */
export function leadScopeParams(user: SessionUser): { agentId: number | null; audience: LeadAudience | null } {
  if (user.role === "admin") return { agentId: null, audience: null };
  if (user.role === "sales") return { agentId: null, audience: "agent_prospect" };
  return { agentId: user.id, audience: "consumer" };
}

/** SQL text of the lead scope over numbered parameters (`$2`, `$3`) and a table alias (`l.`). */
export function leadScopeCondition(agentParam: string, audienceParam: string, alias = ""): string {
  return `(${agentParam}::int IS NULL OR ${alias}"assignedTo" = ${agentParam}::int) AND (${audienceParam}::"LeadAudience" IS NULL OR ${alias}"audience" = ${audienceParam}::"LeadAudience")`;
}

/** The lead scope as a Prisma.Sql fragment (TRUE for an admin), over an optional table alias. */
export function leadScopeSql(user: SessionUser, alias = ""): Prisma.Sql {
  const { agentId, audience } = leadScopeParams(user);
  const parts: Prisma.Sql[] = [];
  if (agentId !== null) parts.push(Prisma.sql`${Prisma.raw(`${alias}"assignedTo"`)} = ${agentId}`);
  if (audience !== null) parts.push(Prisma.sql`${Prisma.raw(`${alias}"audience"`)} = ${audience}::"LeadAudience"`);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/** Opportunities and activities of a deleted account (or lead) leave the lists with it (Prisma where). */
export const LIVE_ACCOUNT = { account: { deletedAt: null } } satisfies Prisma.OpportunityWhereInput;
export const LIVE_PARENTS: { AND: Prisma.ActivityWhereInput[] } = {
  AND: [{ OR: [{ accountId: null }, { account: { deletedAt: null } }] }, { OR: [{ leadId: null }, { lead: { deletedAt: null } }] }],
};

export const isAdmin = (user: SessionUser) => user.role === "admin";
