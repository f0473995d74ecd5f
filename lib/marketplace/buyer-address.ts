import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

type Reader = Pick<Prisma.TransactionClient, "user">;

/**
 * Where the marketplace writes to a buyer (new-lead alerts, set-up and return decisions): the e-mail
 * on their account, else the one they gave when subscribing (registration does not ask for one).
 * DELIVER_SQL (deliver.ts) reads the same two columns in the same order.
 */
export async function buyerAddress(userId: number, tx: Reader = db()): Promise<string | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, billingCustomer: { select: { email: true } } } });
  return user?.email ?? user?.billingCustomer?.email ?? null;
}
