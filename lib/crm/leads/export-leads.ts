import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CRM_EXPORT_BATCH_ROWS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import type { CsvColumn } from "@/lib/crm/csv";
import { leadWhereSql, type LeadCriteria } from "@/lib/crm/leads/lead-query";
import { leadRowsById, type CrmLead } from "@/lib/crm/leads/list-leads";

/**
 * The leads of the current filter, newest first, in batches: keyset pagination on the primary key
 * (`id < last`), so the 100th batch costs what the first does and memory holds one batch.
 */
export async function* leadExportPages(user: SessionUser, criteria: LeadCriteria, only: number[] | null = null): AsyncGenerator<CrmLead[]> {
  let before = 2_147_483_647;
  for (;;) {
    const filtered = leadWhereSql(user, criteria, [Prisma.sql`"id" < ${before}`, ...(only ? [Prisma.sql`"id" = ANY(${only}::int[])`] : [])]);
    const ids = await db().$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" ${filtered} ORDER BY "id" DESC LIMIT ${CRM_EXPORT_BATCH_ROWS}`;
    if (ids.length === 0) return;
    const rows = await leadRowsById(ids.map((r) => r.id));
    yield rows.sort((a, b) => b.id - a.id);
    before = ids[ids.length - 1]!.id;
    if (ids.length < CRM_EXPORT_BATCH_ROWS) return;
  }
}

const yesNo = (v: boolean | null) => (v === null ? "" : v ? "Yes" : "No");

export const LEAD_CSV_COLUMNS: CsvColumn<CrmLead>[] = [
  { header: "ID", value: (l) => l.id },
  { header: "Full name", value: (l) => l.fullName },
  { header: "Email", value: (l) => l.email },
  { header: "Phone", value: (l) => l.phone },
  { header: "Address", value: (l) => l.address },
  { header: "Lead type", value: (l) => l.leadType },
  { header: "Source", value: (l) => l.source },
  { header: "Score", value: (l) => l.verificationScore },
  { header: "Verified", value: (l) => yesNo(l.isVerified) },
  { header: "Home insurance", value: (l) => yesNo(l.hasHomeInsurance) },
  { header: "Continuous coverage", value: (l) => yesNo(l.hasContinuousCoverage) },
  { header: "Multiple claims", value: (l) => yesNo(l.hasMultipleClaims) },
  { header: "Marital status", value: (l) => l.maritalStatus },
  { header: "Spouse name", value: (l) => l.spouseName },
  { header: "Current carrier", value: (l) => l.currentInsuranceCarrier },
  { header: "Status", value: (l) => l.status },
  { header: "Do not contact", value: (l) => yesNo(l.doNotContact) },
  { header: "Duplicate of", value: (l) => l.duplicateOfId },
  { header: "Assigned to", value: (l) => l.assignee?.username },
  { header: "Submitted", value: (l) => l.createdAt },
];
