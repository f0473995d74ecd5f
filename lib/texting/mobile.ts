import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";
import { CrmValidationError } from "@/lib/crm/errors";
import { normalizePhone } from "@/lib/verification";

/** A user's own mobile (E.164), or none: the setup checklist's texting Test goes there. Returns what was stored. */
export async function saveMobile(userId: number, typed: string): Promise<string | null> {
  const e164 = typed.trim() ? normalizePhone(typed) : null;
  if (typed.trim() && !e164) throw new CrmValidationError({ mobile: ["Please enter a valid mobile number"] });
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { mobileE164: e164 } });
    await recordAudit({ actorId: userId, action: "user.mobile", entity: "user", entityId: userId, changes: { set: e164 !== null } }, tx);
  });
  return e164;
}

export async function mobileOf(userId: number): Promise<string | null> {
  return (await db().user.findUnique({ where: { id: userId }, select: { mobileE164: true } }))?.mobileE164 ?? null;
}
