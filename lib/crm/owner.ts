import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { CrmValidationError } from "@/lib/crm/errors";

/**
 * Who owns a new or edited record. Agents always own what they create and cannot hand records to
 * others; an admin may name any active user (default: `fallback`, else the admin).
 */
export async function resolveOwner(
  tx: Prisma.TransactionClient,
  actor: SessionUser,
  requested: number | undefined,
  fallback?: number | null,
): Promise<number> {
  if (actor.role !== "admin") {
    if (requested !== undefined && requested !== actor.id) {
      throw new CrmValidationError({ assignedTo: ["Only an admin can assign records to someone else"] });
    }
    return actor.id;
  }
  const id = requested ?? fallback ?? actor.id;
  if (id === actor.id) return id;
  const user = await tx.user.findFirst({ where: { id, status: "active" }, select: { id: true } });
  if (!user) throw new CrmValidationError({ assignedTo: ["Please pick an active user"] });
  return id;
}
