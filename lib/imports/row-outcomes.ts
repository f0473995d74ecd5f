import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export type RowOutcome = { line: number; outcome: "created" | "updated" | "skipped" | "failed"; recordId: number | null; contactId?: number | null; reason: string | null };

/** Every processed row's outcome (the report), one statement per batch, in the batch's transaction. */
export async function writeRowOutcomes(tx: Prisma.TransactionClient, importId: number, rows: RowOutcome[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.$executeRawUnsafe(
    `INSERT INTO import_rows ("importId", line, outcome, "recordId", "contactId", reason)
     SELECT $1, t.line, t.outcome::"ImportRowOutcome", t."recordId", t."contactId", t.reason
     FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::text[]) AS t(line, outcome, "recordId", "contactId", reason)
     ON CONFLICT ("importId", line) DO NOTHING`,
    importId,
    rows.map((r) => r.line),
    rows.map((r) => r.outcome),
    rows.map((r) => r.recordId),
    rows.map((r) => r.contactId ?? null),
    rows.map((r) => r.reason),
  );
}
