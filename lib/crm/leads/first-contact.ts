import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Activity types that count as a contact attempt on a lead ("Log a call", "Log an e-mail", "Add a note"). */
export const CONTACT_ACTIVITY_TYPES: readonly string[] = ["call", "email", "note"];

/**
 * Stamps the lead's first contact attempt (speed to lead is this minus the capture time), once: a
 * later attempt never moves it. Returns whether this was the first.
 */
export async function markFirstContact(tx: Prisma.TransactionClient, leadId: number, at: Date): Promise<boolean> {
  const updated = await tx.$executeRaw`UPDATE "leads" SET "firstContactAt" = ${at} WHERE "id" = ${leadId} AND "firstContactAt" IS NULL`;
  return updated > 0;
}
