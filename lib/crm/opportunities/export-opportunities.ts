import "server-only";
import { db } from "@/lib/db";
import { CRM_EXPORT_BATCH_ROWS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import type { CsvColumn } from "@/lib/crm/csv";
import { opportunityWhere, type OpportunityCriteria } from "@/lib/crm/opportunities/list-opportunities";
import { OPPORTUNITY_FIELDS, toOpportunityDto, type OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";

/** The opportunities of the current filter in batches, keyset on the primary key (newest first). */
export async function* opportunityExportPages(user: SessionUser, criteria: OpportunityCriteria): AsyncGenerator<OpportunityDto[]> {
  const where = opportunityWhere(user, criteria);
  let before: number | undefined;
  for (;;) {
    const rows = await db().opportunity.findMany({
      where: before === undefined ? where : { AND: [where, { id: { lt: before } }] },
      select: OPPORTUNITY_FIELDS,
      orderBy: { id: "desc" },
      take: CRM_EXPORT_BATCH_ROWS,
    });
    if (rows.length === 0) return;
    yield rows.map(toOpportunityDto);
    before = rows[rows.length - 1]!.id;
    if (rows.length < CRM_EXPORT_BATCH_ROWS) return;
  }
}

export const OPPORTUNITY_CSV_COLUMNS: CsvColumn<OpportunityDto>[] = [
  { header: "ID", value: (o) => o.id },
  { header: "Name", value: (o) => o.name },
  { header: "Account", value: (o) => o.account.name },
  { header: "Stage", value: (o) => o.stage },
  { header: "Amount", value: (o) => o.amount },
  { header: "Probability", value: (o) => o.probability },
  { header: "Close date", value: (o) => o.closeDate },
  { header: "Owner", value: (o) => o.assignee?.username },
  { header: "Created", value: (o) => o.createdAt },
];
