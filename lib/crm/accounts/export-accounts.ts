import "server-only";
import { db } from "@/lib/db";
import { CRM_EXPORT_BATCH_ROWS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import type { CsvColumn } from "@/lib/crm/csv";
import { accountWhere, type AccountCriteria } from "@/lib/crm/accounts/list-accounts";
import { ACCOUNT_FIELDS, toAccountDto, type AccountDto } from "@/lib/crm/accounts/account-dto";

/** The accounts of the current filter in batches, keyset on the primary key (newest first). */
export async function* accountExportPages(user: SessionUser, criteria: AccountCriteria, ids: number[] | null = null): AsyncGenerator<AccountDto[]> {
  const where = ids ? { AND: [accountWhere(user, criteria), { id: { in: ids } }] } : accountWhere(user, criteria);
  let before: number | undefined;
  for (;;) {
    const rows = await db().account.findMany({
      where: before === undefined ? where : { AND: [where, { id: { lt: before } }] },
      select: ACCOUNT_FIELDS,
      orderBy: { id: "desc" },
      take: CRM_EXPORT_BATCH_ROWS,
    });
    if (rows.length === 0) return;
    yield rows.map(toAccountDto);
    before = rows[rows.length - 1]!.id;
    if (rows.length < CRM_EXPORT_BATCH_ROWS) return;
  }
}

export const ACCOUNT_CSV_COLUMNS: CsvColumn<AccountDto>[] = [
  { header: "ID", value: (a) => a.id },
  { header: "Name", value: (a) => a.name },
  { header: "Type", value: (a) => a.type },
  { header: "Status", value: (a) => a.status },
  { header: "Industry", value: (a) => a.industry },
  { header: "Email", value: (a) => a.email },
  { header: "Phone", value: (a) => a.phone },
  { header: "City", value: (a) => a.city },
  { header: "Revenue", value: (a) => a.revenue },
  { header: "Tags", value: (a) => a.tags.map((t) => t.name) },
  { header: "Owner", value: (a) => a.assignee?.username },
  { header: "Created", value: (a) => a.createdAt },
];
