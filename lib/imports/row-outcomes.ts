import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type RowOutcome = { line: number; outcome: "created" | "updated" | "skipped" | "failed"; recordId: number | null; contactId?: number | null; reason: string | null };

/**
 * The import's rows as one relation, `r(line, outcome, "recordId", "contactId", reason)`, from its
 * batches' arrays (`b` is the batch): for queries over the outcomes. Our own SQL, no input in it.
 */
export const IMPORT_ROWS_SQL = `import_batches b CROSS JOIN LATERAL unnest(b.lines, b.outcomes::text[], b."recordIds", b."contactIds", b.reasons) AS r(line, outcome, "recordId", "contactId", reason)`;

/**
 * Every processed row's outcome (the report), in the batch's transaction: ONE row for the batch, the
 * outcomes side by side in arrays, instead of a row (with its index entries and foreign-key check) per
 * line. A batch is never written twice (a retried job resumes after the last committed line; the
 * conflict clause only makes sure of it).
 */
export async function writeRowOutcomes(tx: Prisma.TransactionClient, importId: number, rows: RowOutcome[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => a.line - b.line);
  await tx.$executeRawUnsafe(
    `INSERT INTO import_batches ("importId", "firstLine", "lastLine", lines, outcomes, "recordIds", "contactIds", reasons)
     VALUES ($1, $2, $3, $4::int[], $5::"ImportRowOutcome"[], $6::int[], $7::int[], $8::text[])
     ON CONFLICT ("importId", "firstLine") DO NOTHING`,
    importId,
    sorted[0]!.line,
    sorted[sorted.length - 1]!.line,
    sorted.map((r) => r.line),
    sorted.map((r) => r.outcome),
    sorted.map((r) => r.recordId),
    sorted.map((r) => r.contactId ?? null),
    sorted.map((r) => r.reason),
  );
}

/**
 * The line at which this import created each of these records (leads or accounts), for those it
 * created: a later row that matches one says "Same e-mail as line 12 of this file". Read only when
 * rows matched existing records.
 */
export async function linesCreatedBy(importId: number, recordIds: number[]): Promise<Map<number, number>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db().$queryRawUnsafe<{ id: number; line: number }[]>(
    `SELECT r."recordId" AS id, min(r.line)::int AS line FROM ${IMPORT_ROWS_SQL}
     WHERE b."importId" = $1 AND r.outcome = 'created' AND r."recordId" = ANY($2::int[]) GROUP BY r."recordId"`,
    importId,
    recordIds,
  );
  return new Map(rows.map((r) => [r.id, r.line]));
}

/** The import's batches in line order, `pageBatches` at a time, each as its rows (for the report). */
export async function* outcomeBatches(importId: number, pageBatches = 4): AsyncGenerator<RowOutcome[]> {
  let after = 0;
  for (;;) {
    const batches = await db().$queryRawUnsafe<{ firstLine: number; lines: number[]; outcomes: RowOutcome["outcome"][]; recordIds: (number | null)[]; contactIds: (number | null)[]; reasons: (string | null)[] }[]>(
      `SELECT "firstLine", lines, outcomes::text[] AS outcomes, "recordIds", "contactIds", reasons
       FROM import_batches WHERE "importId" = $1 AND "firstLine" > $2 ORDER BY "firstLine" LIMIT $3`,
      importId,
      after,
      pageBatches,
    );
    for (const b of batches) yield b.lines.map((line, i) => ({ line, outcome: b.outcomes[i]!, recordId: b.recordIds[i] ?? null, contactId: b.contactIds[i] ?? null, reason: b.reasons[i] ?? null }));
    if (batches.length < pageBatches) return;
    after = batches[batches.length - 1]!.firstLine;
  }
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
