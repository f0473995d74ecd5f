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

export type BatchCounts = { created: number; updated: number; skipped: number; failed: number };

/** The import's progress after a batch (the bar and the counts its page polls), in the batch's transaction. */
export async function recordBatchProgress(tx: Prisma.TransactionClient, importId: number, rows: number, lastLine: number, counts: BatchCounts): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE imports SET "processedRows" = "processedRows" + $2, "lastLine" = GREATEST("lastLine", $3), "createdCount" = "createdCount" + $4,
            "updatedCount" = "updatedCount" + $5, "skippedCount" = "skippedCount" + $6, "failedCount" = "failedCount" + $7, "updatedAt" = now()
     WHERE id = $1`,
    importId,
    rows,
    lastLine,
    counts.created,
    counts.updated,
    counts.skipped,
    counts.failed,
  );
}
