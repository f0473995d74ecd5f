import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { liveOwnedBy, ownedBy } from "@/lib/crm/scope";
import { ACCOUNT_FIELDS, toAccountDto } from "@/lib/crm/accounts/account-dto";
import { OPPORTUNITY_FIELDS, toOpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";
import { ACTIVITY_FIELDS, toActivityDto } from "@/lib/crm/activities/activity-dto";

const DETAIL_ROWS = 50;
const TIMELINE_ROWS = 40;

export type TimelineEntry = { id: number; at: string; actor: string | null; action: string; entity: string; entityId: string | null; changes: Prisma.JsonValue };

/**
 * Everything the account page shows, or null when the account does not exist or the user may not
 * see it: the account with its tags, contacts, opportunities and activities (newest first, capped)
 * and a timeline from the audit log of the account, its deals and its activities.
 */
export async function getAccountDetail(user: SessionUser, id: number) {
  const account = await db().account.findFirst({ where: { id, ...liveOwnedBy(user) }, select: ACCOUNT_FIELDS });
  if (!account) return null;
  const now = new Date();
  const [contacts, opportunities, activities, leads] = await Promise.all([
    db().crmContact.findMany({
      where: { accountId: id },
      select: { id: true, firstName: true, lastName: true, title: true, department: true, email: true, phone: true, mobile: true, isPrimary: true, emailOptIn: true },
      orderBy: [{ isPrimary: "desc" }, { id: "asc" }],
      take: DETAIL_ROWS,
    }),
    db().opportunity.findMany({ where: { accountId: id, ...ownedBy(user) }, select: OPPORTUNITY_FIELDS, orderBy: { createdAt: "desc" }, take: DETAIL_ROWS }),
    db().activity.findMany({ where: { accountId: id, ...ownedBy(user) }, select: ACTIVITY_FIELDS, orderBy: { createdAt: "desc" }, take: DETAIL_ROWS }),
    db().lead.findMany({ where: { accountId: id, deletedAt: null }, select: { id: true, fullName: true, createdAt: true }, take: 5 }),
  ]);
  const refs: Prisma.AuditLogWhereInput[] = [
    { entity: "account", entityId: String(id) },
    ...(opportunities.length ? [{ entity: "opportunity", entityId: { in: opportunities.map((o) => String(o.id)) } }] : []),
    ...(activities.length ? [{ entity: "activity", entityId: { in: activities.map((a) => String(a.id)) } }] : []),
    ...(leads.length ? [{ entity: "lead", entityId: { in: leads.map((l) => String(l.id)) }, action: "lead.convert" }] : []),
  ];
  const audit = await db().auditLog.findMany({
    where: { OR: refs },
    select: { id: true, createdAt: true, action: true, entity: true, entityId: true, changes: true, actor: { select: { username: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: TIMELINE_ROWS,
  });
  const timeline: TimelineEntry[] = audit.map((a) => ({
    id: a.id,
    at: a.createdAt.toISOString(),
    actor: a.actor?.username ?? null,
    action: a.action,
    entity: a.entity,
    entityId: a.entityId,
    changes: a.changes,
  }));
  return {
    account: toAccountDto(account),
    contacts,
    opportunities: opportunities.map(toOpportunityDto),
    activities: activities.map((a) => toActivityDto(a, now)),
    leads: leads.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    timeline,
  };
}
export type AccountDetail = NonNullable<Awaited<ReturnType<typeof getAccountDetail>>>;
