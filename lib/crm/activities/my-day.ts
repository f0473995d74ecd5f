import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { MY_DAY_LIMIT } from "@/lib/constants";
import { texasDate, texasDayRange } from "@/lib/crm/texas-time";
import { leadScopeSql } from "@/lib/crm/scope";

export type DayTask = {
  id: number;
  type: string;
  subject: string;
  description: string | null;
  dueDate: string;
  overdue: boolean;
  lead: { id: number; fullName: string } | null;
  account: { id: number; name: string } | null;
};
export type WaitingLead = {
  id: number;
  fullName: string;
  leadType: string;
  source: string | null;
  verificationScore: number;
  isVerified: boolean;
  createdAt: string;
  minutesWaiting: number;
  assignee: string | null;
  /** An automation alerted the agent about this lead (issue 26): shown as escalated. */
  escalated: boolean;
};
export type MyDay = {
  /** The Texas calendar day shown, and today's. */
  day: string;
  today: string;
  /** Open tasks due before today (today's view only). */
  overdue: DayTask[];
  /** Open tasks due on the day, by due time. */
  due: DayTask[];
  /** New leads nobody has contacted yet, oldest first (today's view only), and how many there are. */
  waiting: WaitingLead[];
  waitingTotal: number;
};

type TaskRow = { id: number; type: string; subject: string; description: string | null; dueDate: Date; leadId: number | null; leadName: string | null; accountId: number | null; accountName: string | null };

async function tasks(userId: number, from: Date | null, to: Date): Promise<TaskRow[]> {
  return db().$queryRaw<TaskRow[]>`
    SELECT a."id", a."type"::text AS "type", a."subject", a."description", a."dueDate",
           l."id" AS "leadId", l."fullName" AS "leadName", ac."id" AS "accountId", ac."name" AS "accountName"
    FROM "activities" a
    LEFT JOIN "leads" l ON l."id" = a."leadId"
    LEFT JOIN "accounts" ac ON ac."id" = a."accountId"
    WHERE a."assignedTo" = ${userId} AND a."status" = 'pending' AND a."dueDate" < ${to}
      AND l."deletedAt" IS NULL AND ac."deletedAt" IS NULL ${from ? Prisma.sql`AND a."dueDate" >= ${from}` : Prisma.empty}
    ORDER BY a."dueDate", a."id"
    LIMIT ${MY_DAY_LIMIT}`;
}

/**
 * "My day" for a Texas calendar day (today by default): the user's open tasks due that day and,
 * today, the overdue ones and the new leads nobody has contacted yet, oldest first with the minutes
 * they have waited (an agent's own leads; every agent's for an admin). Tasks are always the user's own.
 */
export async function myDay(user: SessionUser, day: string | null, now = new Date()): Promise<MyDay> {
  const today = texasDate(now);
  const shown = day ?? today;
  const isToday = shown === today;
  const range = texasDayRange(shown);
  const [due, overdue, waiting] = await Promise.all([
    tasks(user.id, range.start, range.end),
    isToday ? tasks(user.id, null, range.start) : Promise.resolve([]),
    isToday
      ? db().$queryRaw<(Omit<WaitingLead, "createdAt" | "minutesWaiting"> & { createdAt: Date; total: number })[]>`
          SELECT l."id", l."fullName", l."leadType"::text AS "leadType", l."source", l."verificationScore", l."isVerified", l."createdAt", u."username" AS "assignee",
                 count(*) OVER ()::int AS "total",
                 EXISTS (SELECT 1 FROM "automation_steps" s WHERE s."leadId" = l."id" AND s."action" = 'alert_agent' AND s."status" = 'ran') AS "escalated"
          FROM "leads" l LEFT JOIN "users" u ON u."id" = l."assignedTo"
          WHERE l."status" = 'new' AND l."firstContactAt" IS NULL AND NOT l."doNotContact" AND l."deletedAt" IS NULL
            AND ${user.role === "admin" ? Prisma.sql`l."assignedTo" IS NOT NULL` : Prisma.sql`l."assignedTo" = ${user.id} AND ${leadScopeSql(user, "l.")}`}
          ORDER BY l."createdAt", l."id"
          LIMIT ${MY_DAY_LIMIT}`
      : Promise.resolve([]),
  ]);
  const toTask = (t: TaskRow): DayTask => ({
    id: t.id,
    type: t.type,
    subject: t.subject,
    description: t.description,
    dueDate: t.dueDate.toISOString(),
    overdue: t.dueDate < now,
    lead: t.leadId !== null ? { id: t.leadId, fullName: t.leadName! } : null,
    account: t.accountId !== null ? { id: t.accountId, name: t.accountName! } : null,
  });
  return {
    day: shown,
    today,
    overdue: overdue.map(toTask),
    due: due.map(toTask),
    waiting: waiting.map(({ total: _total, ...l }) => ({ ...l, createdAt: l.createdAt.toISOString(), minutesWaiting: Math.max(0, Math.floor((now.getTime() - l.createdAt.getTime()) / 60_000)) })),
    waitingTotal: waiting[0]?.total ?? 0,
  };
}
