import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { schedulePush } from "@/lib/marketplace/push/schedule";

/**
 * "Send again": the push's next attempt now, through the queue, whatever its state (a failed push, a
 * disabled endpoint the buyer fixed, a sent one their system lost). The same webhook-id is sent, so a
 * receiver that already has it treats it as the duplicate it is. The buyer may send their own pushes,
 * an admin anyone's; for anyone else the push does not exist (CrmNotFoundError: 404).
 * Past the 24-hour window it is one attempt; inside it, a failure goes on with the backoff.
 */
export async function resendPush(viewer: SessionUser, pushId: number, now = new Date()): Promise<{ pushId: number; previousStatus: string }> {
  return db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; status: string; buyerId: number }[]>`
      SELECT p.id, p.status, d."buyerId" FROM delivery_pushes p JOIN lead_deliveries d ON d.id = p."deliveryId"
      WHERE p.id = ${pushId} FOR UPDATE OF p`;
    const push = rows[0];
    if (!push || (viewer.role !== "admin" && push.buyerId !== viewer.id)) throw new CrmNotFoundError("push");
    await tx.deliveryPush.update({ where: { id: push.id }, data: { status: "pending" } });
    await schedulePush(tx, push.id, now, { manual: true });
    await recordAudit({ actorId: viewer.id, action: "marketplace.push_resend", entity: "delivery_push", entityId: push.id, changes: { previousStatus: push.status, buyerId: push.buyerId } }, tx);
    return { pushId: push.id, previousStatus: push.status };
  });
}
