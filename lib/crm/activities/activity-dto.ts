import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ACTIVITY_FIELDS = {
  id: true,
  type: true,
  subject: true,
  description: true,
  status: true,
  priority: true,
  dueDate: true,
  completedAt: true,
  outcome: true,
  accountId: true,
  opportunityId: true,
  leadId: true,
  assignedTo: true,
  createdAt: true,
  account: { select: { id: true, name: true } },
  opportunity: { select: { id: true, name: true } },
  lead: { select: { id: true, fullName: true } },
  assignee: { select: { id: true, username: true } },
} satisfies Prisma.ActivitySelect;

type ActivityRow = Prisma.ActivityGetPayload<{ select: typeof ACTIVITY_FIELDS }>;

/** Plain JSON; `overdue` is a pending activity whose due time has passed. */
export function toActivityDto(a: ActivityRow, now = new Date()) {
  return {
    ...a,
    dueDate: a.dueDate?.toISOString() ?? null,
    completedAt: a.completedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    overdue: a.status === "pending" && !!a.dueDate && a.dueDate < now,
  };
}
export type ActivityDto = ReturnType<typeof toActivityDto>;
