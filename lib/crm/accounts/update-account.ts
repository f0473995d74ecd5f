import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { AccountUpdate } from "@/lib/schemas/crm-account";
import { recordAudit } from "@/lib/audit/record";
import { changedFields } from "@/lib/crm/audit-diff";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { resolveOwner } from "@/lib/crm/owner";
import { liveOwnedBy } from "@/lib/crm/scope";
import { setAccountTags } from "@/lib/crm/accounts/account-tags";
import { ACCOUNT_FIELDS, toAccountDto, type AccountDto } from "@/lib/crm/accounts/account-dto";

/** Edits an account the user may see; the changed fields (and tags) go to the audit log. */
export async function updateAccount(actor: SessionUser, id: number, input: AccountUpdate): Promise<AccountDto> {
  return db().$transaction(async (tx) => {
    const before = await tx.account.findFirst({ where: { id, ...liveOwnedBy(actor) }, select: ACCOUNT_FIELDS });
    if (!before) throw new CrmNotFoundError("account");
    const { tags, assignedTo: requested, ...fields } = input;
    const assignedTo = requested === undefined ? undefined : await resolveOwner(tx, actor, requested, before.assignedTo);
    await tx.account.update({ where: { id }, data: { ...fields, ...(assignedTo !== undefined ? { assignedTo } : {}) } });
    const changes = changedFields(before, { ...fields, assignedTo });
    if (tags) {
      const was = before.tags.map((t) => t.tag.name);
      await setAccountTags(tx, id, tags);
      if (was.join("\n") !== tags.join("\n")) Object.assign(changes, { tags: { from: was.join(", "), to: tags.join(", ") } });
    }
    if (Object.keys(changes).length) {
      await recordAudit({ actorId: actor.id, action: "account.update", entity: "account", entityId: id, changes }, tx);
    }
    return toAccountDto(await tx.account.findUniqueOrThrow({ where: { id }, select: ACCOUNT_FIELDS }));
  });
}
