import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

type Reader = Pick<Prisma.TransactionClient, "user">;
export type BuyerContact = { email: string | null; name: string };

/**
 * How the marketplace writes to a buyer (new-lead alerts, set-up and return decisions). The address:
 * the e-mail on their account, else the one they gave when subscribing (registration does not ask for
 * one). The name: the one they sign messages with (/account), else their username. DELIVER_SQL
 * (deliver.ts) reads the same columns in the same order.
 */
export async function buyerContact(userId: number, tx: Reader = db()): Promise<BuyerContact> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { username: true, displayName: true, email: true, billingCustomer: { select: { email: true } } } });
  return { email: user?.email ?? user?.billingCustomer?.email ?? null, name: user?.displayName ?? user?.username ?? "" };
}
