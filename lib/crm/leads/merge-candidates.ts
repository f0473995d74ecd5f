import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import { visibleLeadWhere } from "@/lib/crm/scope";
import { MERGE_FIELDS, type MergeField } from "@/lib/schemas/crm-merge";

export type MergeSide = { id: number; fullName: string; createdAt: string; values: Record<MergeField, string> };
export type MergeCandidate = { id: number; fullName: string; email: string; phone: string; createdAt: string };

const shown = (v: unknown): string => (v === null || v === undefined || v === "" ? "" : typeof v === "boolean" ? (v ? "Yes" : "No") : String(v));

/** The merge page's two leads, each with the values the user chooses between (both in the user's scope, neither deleted). */
export async function mergePair(user: SessionUser, survivorId: number, otherId: number): Promise<{ survivor: MergeSide; other: MergeSide } | null> {
  if (survivorId === otherId) return null;
  const select = Object.fromEntries([...MERGE_FIELDS, "id", "createdAt"].map((f) => [f, true])) as Record<MergeField | "id" | "createdAt", true>;
  const rows = await db().lead.findMany({ where: { id: { in: [survivorId, otherId] }, ...visibleLeadWhere(user) }, select });
  const side = (id: number): MergeSide | null => {
    const r = rows.find((x) => x.id === id) as (Record<string, unknown> & { id: number; fullName: string; createdAt: Date }) | undefined;
    return r ? { id: r.id, fullName: r.fullName, createdAt: r.createdAt.toISOString(), values: Object.fromEntries(MERGE_FIELDS.map((f) => [f, shown(r[f])])) as Record<MergeField, string> } : null;
  };
  const survivor = side(survivorId);
  const other = side(otherId);
  return survivor && other ? { survivor, other } : null;
}

/** Leads that look like the same person (linked repeats, same e-mail or phone), for the merge page's list. */
export async function mergeCandidates(user: SessionUser, leadId: number): Promise<MergeCandidate[]> {
  const lead = await db().lead.findFirst({ where: { id: leadId, ...visibleLeadWhere(user) }, select: { duplicateOfId: true, emailNormalized: true, phoneE164: true } });
  if (!lead) return [];
  const rows = await db().lead.findMany({
    where: {
      id: { not: leadId },
      ...visibleLeadWhere(user),
      OR: [
        { duplicateOfId: leadId },
        ...(lead.duplicateOfId ? [{ id: lead.duplicateOfId }, { duplicateOfId: lead.duplicateOfId }] : []),
        ...(lead.emailNormalized ? [{ emailNormalized: lead.emailNormalized }] : []),
        ...(lead.phoneE164 ? [{ phoneE164: lead.phoneE164 }] : []),
      ],
    },
    select: { id: true, fullName: true, email: true, phone: true, createdAt: true },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
