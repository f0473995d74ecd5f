import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record";

export async function listUnqualifiedLeads(limit = 100) {
  return db().unqualifiedLead.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      leadId: true,
      fullName: true,
      leadType: true,
      source: true,
      unqualifiedReason: true,
      verificationScore: true,
      manuallyApproved: true,
      reviewedAt: true,
      reviewNotes: true,
      createdAt: true,
    },
  });
}

/** An admin overrides the qualification rule: the lead becomes qualified, with who, when and why. */
export async function approveUnqualifiedLead(id: number, actorId: number, notes: string | null): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const row = await tx.unqualifiedLead.findUnique({ where: { id }, select: { id: true, leadId: true, manuallyApproved: true } });
    if (!row || row.manuallyApproved) return false;
    await tx.unqualifiedLead.update({
      where: { id },
      data: { manuallyApproved: true, reviewedBy: actorId, reviewedAt: new Date(), reviewNotes: notes },
    });
    if (row.leadId) await tx.lead.update({ where: { id: row.leadId }, data: { insuranceQualified: true } });
    await recordAudit({ actorId, action: "lead.approve_unqualified", entity: "unqualified_lead", entityId: id, changes: { leadId: row.leadId, notes } }, tx);
    return true;
  });
}
