import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { pageResult, type ActivityStatusFilter, type ListQuery, type PageResult } from "@/lib/crm/list-params";
import { LIVE_PARENTS, ownedBy } from "@/lib/crm/scope";
import { ACTIVITY_FIELDS, toActivityDto, type ActivityDto } from "@/lib/crm/activities/activity-dto";

export type ActivityCriteria = { q: string; status: ActivityStatusFilter };

export function activityWhere(user: SessionUser, c: ActivityCriteria, now = new Date()): Prisma.ActivityWhereInput {
  const status: Prisma.ActivityWhereInput =
    c.status === "all" ? {} : c.status === "overdue" ? { status: "pending", dueDate: { lt: now } } : { status: c.status };
  return {
    ...ownedBy(user),
    ...LIVE_PARENTS,
    ...status,
    ...(c.q ? { OR: [{ subject: { contains: c.q, mode: "insensitive" } }, { description: { contains: c.q, mode: "insensitive" } }] } : {}),
  };
}

/** One page of the activities the user owns (all for admins), with the status filter (incl. overdue). */
export async function listActivities(user: SessionUser, query: ListQuery<"activities"> & ActivityCriteria): Promise<PageResult<ActivityDto>> {
  const now = new Date();
  const where = activityWhere(user, query, now);
  const order = query.sort === "dueDate" ? { dueDate: { sort: query.dir, nulls: "last" as const } } : { [query.sort]: query.dir };
  const [rows, total] = await Promise.all([
    db().activity.findMany({ where, select: ACTIVITY_FIELDS, orderBy: [order, { id: query.dir }], skip: (query.page - 1) * query.pageSize, take: query.pageSize }),
    db().activity.count({ where }),
  ]);
  return pageResult(rows.map((r) => toActivityDto(r, now)), total, query);
}
