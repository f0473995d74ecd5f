import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pageResult, param, type Params, type PageResult } from "@/lib/crm/list-params";

export const AUDIT_PAGE_SIZE = 50;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);

/** The /admin/audit filters from the address: actor (username), action, entity, date range, page. */
export function parseAuditFilters(sp: Params) {
  return {
    actor: (param(sp, "actor") ?? "").trim().slice(0, 60),
    action: (param(sp, "action") ?? "").trim().slice(0, 60),
    entity: (param(sp, "entity") ?? "").trim().slice(0, 40),
    from: date.parse(param(sp, "from")),
    to: date.parse(param(sp, "to")),
    page: z.coerce.number().int().min(1).max(100_000).catch(1).parse(param(sp, "page") ?? 1),
  };
}
export type AuditFilters = ReturnType<typeof parseAuditFilters>;

export type AuditRow = { id: number; at: string; actor: string | null; action: string; entity: string; entityId: string | null; changes: Prisma.JsonValue };

/** One page of the audit log, newest first (admins only: the page checks the role). */
export async function listAudit(f: AuditFilters): Promise<PageResult<AuditRow>> {
  const where: Prisma.AuditLogWhereInput = {
    ...(f.actor ? { actor: { username: { equals: f.actor, mode: "insensitive" } } } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.entity ? { entity: f.entity } : {}),
    ...(f.from || f.to
      ? { createdAt: { ...(f.from ? { gte: new Date(`${f.from}T00:00:00Z`) } : {}), ...(f.to ? { lt: new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000) } : {}) } }
      : {}),
  };
  const q = { page: f.page, pageSize: AUDIT_PAGE_SIZE };
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      where,
      select: { id: true, createdAt: true, action: true, entity: true, entityId: true, changes: true, actor: { select: { username: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (f.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
    db().auditLog.count({ where }),
  ]);
  return pageResult(
    rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), actor: r.actor?.username ?? null, action: r.action, entity: r.entity, entityId: r.entityId, changes: r.changes })),
    total,
    q,
  );
}
