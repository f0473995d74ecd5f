import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const OPPORTUNITY_FIELDS = {
  id: true,
  name: true,
  stage: true,
  amount: true,
  probability: true,
  closeDate: true,
  description: true,
  nextStep: true,
  lostReason: true,
  accountId: true,
  leadId: true,
  assignedTo: true,
  stageChangedAt: true,
  createdAt: true,
  updatedAt: true,
  account: { select: { id: true, name: true } },
  assignee: { select: { id: true, username: true } },
} satisfies Prisma.OpportunitySelect;

type OpportunityRow = Prisma.OpportunityGetPayload<{ select: typeof OPPORTUNITY_FIELDS }>;

/** Plain JSON for the list, the board and the API: amount as text, close date as YYYY-MM-DD. */
export function toOpportunityDto(o: OpportunityRow) {
  return {
    ...o,
    amount: o.amount === null ? null : o.amount.toFixed(2),
    closeDate: o.closeDate ? o.closeDate.toISOString().slice(0, 10) : null,
    stageChangedAt: o.stageChangedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
export type OpportunityDto = ReturnType<typeof toOpportunityDto>;

/** A YYYY-MM-DD text as the date column's value (midnight UTC). */
export function dateOnly(text: string | undefined): Date | undefined {
  return text ? new Date(`${text}T00:00:00Z`) : undefined;
}
