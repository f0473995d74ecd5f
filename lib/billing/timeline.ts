import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "@/lib/audit/record";

type Tx = Prisma.TransactionClient;

/**
 * One change of a subscription: a line on the buyer's billing timeline (/account/billing, /admin/billing)
 * and an entry in the audit log, in the caller's transaction. `at` is the provider's time of the change.
 */
export async function note(
  tx: Tx,
  sub: { id: number; userId: number },
  at: Date,
  kind: string,
  text: string,
  audit: { actorId?: number | null; changes?: Prisma.InputJsonValue } = {},
): Promise<void> {
  await tx.billingEvent.create({ data: { subscriptionId: sub.id, at, kind, text } });
  await recordAudit(
    { actorId: audit.actorId ?? null, action: `subscription.${kind}`, entity: "subscription", entityId: sub.id, changes: { buyerId: sub.userId, text, ...((audit.changes as object) ?? {}) } },
    tx,
  );
}
