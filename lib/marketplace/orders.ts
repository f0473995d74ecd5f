import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderLine } from "@/lib/checkout/order-lines";
import { recordAudit } from "@/lib/audit/record";
import { newToken } from "@/lib/auth/tokens";
import { invitationLink } from "@/lib/auth/invitations";
import { openEntitlement } from "@/lib/marketplace/entitlements";
import { linesOf } from "@/lib/marketplace/lines";

type Tx = Prisma.TransactionClient;

/** How long the link in an order's receipt registers the buyer's account. */
export const ORDER_INVITATION_DAYS = 30;

export type OrderGrant = { entitlements: number; invitationLink: string | null };

/**
 * A paid order (issue 31 §2): every line that sells leads gives one month of its terms (quota ×
 * quantity), frozen from the order's lines. Signed in, the buyer gets it at once; otherwise the
 * order's e-mail gets an invitation link that registers the account the entitlements go to
 * (lib/auth/registration.ts claims them). Its period starts when the buyer's set-up is approved.
 * Idempotent: one entitlement per order line, whatever replays do.
 */
export async function grantOrderEntitlements(tx: Tx, order: { id: number; userId: number | null }, lines: OrderLine[], now = new Date()): Promise<OrderGrant> {
  const selling = lines.filter((l) => (l.leadCount ?? 0) > 0);
  if (selling.length === 0) return { entitlements: 0, invitationLink: null };
  for (const line of selling) {
    await openEntitlement(
      tx,
      {
        buyerId: order.userId,
        source: "order",
        sourceRef: `order:${order.id}:${line.productId}`,
        orderId: order.id,
        terms: { planName: line.name, productSlug: line.slug, lines: linesOf(line.leadType as "all" | null), quota: (line.leadCount ?? 0) * line.quantity, priceCents: line.lineTotal },
        actorId: order.userId,
      },
      now,
    );
  }
  if (order.userId !== null) return { entitlements: selling.length, invitationLink: null };
  const { token, hash } = newToken();
  const invitation = await tx.invitation.create({
    data: { tokenHash: hash, role: "agent", note: `Buyer of order #${order.id}`, orderId: order.id, createdAt: now, expiresAt: new Date(now.getTime() + ORDER_INVITATION_DAYS * 86_400_000) },
    select: { id: true },
  });
  await recordAudit({ action: "invitation.create", entity: "invitation", entityId: invitation.id, changes: { role: "agent", orderId: order.id } }, tx);
  return { entitlements: selling.length, invitationLink: invitationLink(token) };
}
