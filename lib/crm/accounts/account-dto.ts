import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What the accounts list, the API and the account page read (plain JSON: money as text). */
export const ACCOUNT_FIELDS = {
  id: true,
  name: true,
  type: true,
  status: true,
  industry: true,
  website: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  revenue: true,
  notes: true,
  source: true,
  assignedTo: true,
  leadScore: true,
  lifecycleStage: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
  assignee: { select: { id: true, username: true } },
  tags: { select: { tag: { select: { id: true, name: true, color: true } } } },
} satisfies Prisma.AccountSelect;

type AccountRow = Prisma.AccountGetPayload<{ select: typeof ACCOUNT_FIELDS }>;

export function toAccountDto(a: AccountRow) {
  const { tags, revenue, createdAt, updatedAt, deletedAt, ...rest } = a;
  return {
    ...rest,
    revenue: revenue === null ? null : revenue.toFixed(2),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    deletedAt: deletedAt?.toISOString() ?? null,
    tags: tags.map((t) => t.tag),
  };
}
export type AccountDto = ReturnType<typeof toAccountDto>;
