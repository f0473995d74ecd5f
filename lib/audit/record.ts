import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

type Client = Pick<ReturnType<typeof db>, "auditLog">;

export type AuditEntry = {
  actorId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Prisma.InputJsonValue;
};

/** Appends to the audit log; pass a transaction client to record atomically with the change. */
export async function recordAudit(entry: AuditEntry, client: Client = db()): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      changes: entry.changes,
    },
  });
}
