import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { AccountValues } from "@/lib/schemas/crm-account";
import { recordAudit } from "@/lib/audit/record";
import { snapshot } from "@/lib/crm/audit-diff";
import { resolveOwner } from "@/lib/crm/owner";
import { setAccountTags } from "@/lib/crm/accounts/account-tags";
import { ACCOUNT_FIELDS, toAccountDto, type AccountDto } from "@/lib/crm/accounts/account-dto";

/** Creates an account owned by the agent (or the user an admin names), audited in the same transaction. */
export async function createAccount(actor: SessionUser, input: AccountValues): Promise<AccountDto> {
  return db().$transaction(async (tx) => {
    const { tags, assignedTo: requested, ...fields } = input;
    const assignedTo = await resolveOwner(tx, actor, requested);
    const account = await tx.account.create({ data: { ...fields, assignedTo, source: "crm" }, select: { id: true } });
    if (tags?.length) await setAccountTags(tx, account.id, tags);
    await recordAudit({ actorId: actor.id, action: "account.create", entity: "account", entityId: account.id, changes: snapshot({ ...fields, assignedTo, tags: tags?.join(", ") }) }, tx);
    return toAccountDto(await tx.account.findUniqueOrThrow({ where: { id: account.id }, select: ACCOUNT_FIELDS }));
  });
}
