import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";

export type CrmOverview = { leads: number; accounts: number; openOpportunities: number; pendingActivities: number };

/** Headline counts for the signed-in user: admins see everything, agents what is assigned to them. */
export async function crmOverview(user: SessionUser): Promise<CrmOverview> {
  const mine = user.role === "admin" ? {} : { assignedTo: user.id };
  const [leads, accounts, openOpportunities, pendingActivities] = await Promise.all([
    db().lead.count({ where: mine }),
    db().account.count({ where: mine }),
    db().opportunity.count({ where: { ...mine, stage: { notIn: ["closed_won", "closed_lost"] } } }),
    db().activity.count({ where: { ...mine, status: "pending" } }),
  ]);
  return { leads, accounts, openOpportunities, pendingActivities };
}
