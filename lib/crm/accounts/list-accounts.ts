import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { pageResult, type AccountTypeFilter, type ListQuery, type PageResult } from "@/lib/crm/list-params";
import { liveOwnedBy, ownedBy } from "@/lib/crm/scope";
import { ACCOUNT_FIELDS, toAccountDto, type AccountDto } from "@/lib/crm/accounts/account-dto";

export type AccountCriteria = {
  q: string;
  type: AccountTypeFilter;
  /** Accounts with this tag only (`tag` in the address). */
  tag?: number | null;
  /** The "Deleted" view: only deleted accounts (Undo within 30 days); every other list leaves them out. */
  deleted?: boolean;
};

export function accountWhere(user: SessionUser, c: AccountCriteria): Prisma.AccountWhereInput {
  return {
    ...ownedBy(user),
    deletedAt: c.deleted ? { not: null } : null,
    ...(c.tag ? { tags: { some: { tagId: c.tag } } } : {}),
    ...(c.type !== "all" ? { type: c.type } : {}),
    ...(c.q
      ? {
          OR: [
            { name: { contains: c.q, mode: "insensitive" } },
            { email: { contains: c.q, mode: "insensitive" } },
            { phone: { contains: c.q } },
          ],
        }
      : {}),
  };
}

/** One page of the accounts the user may see (type filter and search applied). */
export async function listAccounts(user: SessionUser, query: ListQuery<"accounts"> & AccountCriteria): Promise<PageResult<AccountDto>> {
  const where = accountWhere(user, query);
  const [rows, total] = await Promise.all([
    db().account.findMany({
      where,
      select: ACCOUNT_FIELDS,
      orderBy: [query.sort === "revenue" ? { revenue: { sort: query.dir, nulls: "last" } } : { [query.sort]: query.dir }, { id: query.dir }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db().account.count({ where }),
  ]);
  return pageResult(rows.map(toAccountDto), total, query);
}

/** Accounts to pick from in the opportunity and activity dialogs: a search, never the whole table. */
export async function accountOptions(user: SessionUser, q: string, take = 25): Promise<{ id: number; name: string }[]> {
  return db().account.findMany({
    where: { ...liveOwnedBy(user), ...(q ? { name: { contains: q, mode: "insensitive" } } : {}) },
    select: { id: true, name: true },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take,
  });
}
