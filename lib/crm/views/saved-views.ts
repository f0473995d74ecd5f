import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/users";
import { SAVED_VIEW_TYPES } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { CrmNotFoundError } from "@/lib/crm/errors";
import { viewConfigOf, type SaveViewInput } from "@/lib/schemas/crm-view";

export type SavedView = { id: number; name: string; isPublic: boolean; mine: boolean; owner: string | null; config: Record<string, string> };

/** The views of one table the user may use: their own and those shared with the team, by name. */
export async function listSavedViews(user: SessionUser, table: keyof typeof SAVED_VIEW_TYPES): Promise<SavedView[]> {
  const rows = await db().report.findMany({
    where: { type: SAVED_VIEW_TYPES[table], OR: [{ createdBy: user.id }, { isPublic: true }] },
    select: { id: true, name: true, isPublic: true, createdBy: true, config: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 100,
  });
  const owners = await db().user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.createdBy).filter((x): x is number => x !== null))] } }, select: { id: true, username: true } });
  const name = new Map(owners.map((o) => [o.id, o.username]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isPublic: r.isPublic,
    mine: r.createdBy === user.id,
    owner: r.createdBy === null ? null : (name.get(r.createdBy) ?? null),
    config: (r.config ?? {}) as Record<string, string>,
  }));
}

/** Saves the table's current filters, sort and columns under a name (a second save with the same name replaces the user's own). */
export async function saveView(user: SessionUser, input: SaveViewInput): Promise<{ id: number }> {
  const type = SAVED_VIEW_TYPES[input.table];
  const config = viewConfigOf(input.query) as Prisma.InputJsonValue;
  return db().$transaction(async (tx) => {
    const existing = await tx.report.findFirst({ where: { type, createdBy: user.id, name: input.name }, select: { id: true } });
    const row = existing
      ? await tx.report.update({ where: { id: existing.id }, data: { config, isPublic: input.shared }, select: { id: true } })
      : await tx.report.create({ data: { name: input.name, type, config, isPublic: input.shared, createdBy: user.id }, select: { id: true } });
    await recordAudit({ actorId: user.id, action: existing ? "view.update" : "view.create", entity: "report", entityId: row.id, changes: { name: input.name, type, isPublic: input.shared, config } }, tx);
    return row;
  });
}

/** Deletes a view: its owner, or an admin (a shared view someone left behind). */
export async function deleteView(user: SessionUser, id: number): Promise<void> {
  await db().$transaction(async (tx) => {
    const view = await tx.report.findFirst({
      where: { id, type: { in: Object.values(SAVED_VIEW_TYPES) }, ...(user.role === "admin" ? {} : { createdBy: user.id }) },
      select: { id: true, name: true },
    });
    if (!view) throw new CrmNotFoundError("view");
    await tx.report.delete({ where: { id } });
    await recordAudit({ actorId: user.id, action: "view.delete", entity: "report", entityId: id, changes: { name: view.name } }, tx);
  });
}
