import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { leadScopeSql } from "@/lib/crm/scope";

/**
 * A short text that changes when the leads a user sees change in a way their lists show: a new
 * lead (admins: the newest id), or a lead given to or taken from an agent (agents: how many leads
 * are theirs and the newest one's time). Cheap enough to ask every few seconds: admins read the
 * primary key's last entry, agents one range of the index on (assignedTo, createdAt).
 */
export async function leadsVersion(user: SessionUser): Promise<string> {
  if (user.role !== "agent") {
    // Admins see every lead, our sales staff every agent prospect: the newest id in scope.
    const [row] = await db().$queryRaw<{ last: number | null }[]>`SELECT max("id") AS "last" FROM "leads" WHERE "deletedAt" IS NULL AND ${leadScopeSql(user)}`;
    return String(row?.last ?? 0);
  }
  // Also an automation's alert about one of their leads (issue 26): the list shows it escalated.
  const [row] = await db().$queryRaw<{ n: number; newest: Date | null; alert: number | null }[]>`
    SELECT count(*)::int AS "n", max("createdAt") AS "newest",
           (SELECT max(s."id") FROM "automation_steps" s WHERE s."targetUserId" = ${user.id} AND s."action" = 'alert_agent') AS "alert"
    FROM "leads" WHERE "assignedTo" = ${user.id} AND "deletedAt" IS NULL`;
  return `${row?.n ?? 0}:${row?.newest?.getTime() ?? 0}:${row?.alert ?? 0}`;
}
