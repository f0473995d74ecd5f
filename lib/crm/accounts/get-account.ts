import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { liveOwnedBy } from "@/lib/crm/scope";
import { ACCOUNT_FIELDS, toAccountDto, type AccountDto } from "@/lib/crm/accounts/account-dto";

/** One account the user may see (for its edit page), or null. */
export async function getAccount(user: SessionUser, id: number): Promise<AccountDto | null> {
  const row = await db().account.findFirst({ where: { id, ...liveOwnedBy(user) }, select: ACCOUNT_FIELDS });
  return row ? toAccountDto(row) : null;
}
