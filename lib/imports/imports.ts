import "server-only";
import { db } from "@/lib/db";
import { IMPORT_ROWS_SQL, outcomeBatches } from "@/lib/imports/row-outcomes";
import type { CsvColumn } from "@/lib/crm/csv";

/** An import as its page and its progress poll show it. */
export const IMPORT_SUMMARY_SELECT = {
  id: true,
  kind: true,
  status: true,
  fileName: true,
  vouchedBy: true,
  sizeBytes: true,
  encoding: true,
  delimiter: true,
  totalRows: true,
  processedRows: true,
  lastLine: true,
  createdCount: true,
  updatedCount: true,
  skippedCount: true,
  failedCount: true,
  error: true,
  cancelRequestedAt: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
} as const;

export async function getImport(id: number) {
  return db().import.findUnique({ where: { id } });
}

/** What the progress bar polls (GET /api/imports/[id]). */
export async function importStatus(id: number) {
  const row = await db().import.findUnique({ where: { id }, select: IMPORT_SUMMARY_SELECT });
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    cancelling: row.cancelRequestedAt !== null && (row.status === "running" || row.status === "queued"),
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    lastLine: row.lastLine,
    created: row.createdCount,
    updated: row.updatedCount,
    skipped: row.skippedCount,
    failed: row.failedCount,
    error: row.error,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
export type ImportStatusBody = NonNullable<Awaited<ReturnType<typeof importStatus>>>;

/** The newest imports, for the import page's list. */
export async function recentImports(take = 20) {
  return db().import.findMany({ orderBy: { id: "desc" }, take, select: IMPORT_SUMMARY_SELECT });
}

export type ImportRowReport = { line: number | string; outcome: string; recordId: number | null; contactId: number | null; reason: string | null };

/** Rows that went in (created, updated) or were skipped with the same remark, counted together. */
export type WarningGroup = { outcome: string; reason: string | null; rows: number; lines: number[]; recordId: number | null };
export type ImportIssues = { failures: { rows: ImportRowReport[]; total: number }; warnings: { groups: WarningGroup[]; groupCount: number; rowCount: number } };

/** Lines named in a group of warnings; the report CSV has them all. */
const GROUP_LINES = 5;

/**
 * What the page shows of the rows that did not go in as they were: the failed rows first, each with its
 * line and reason (they are what to fix and import again), then the other rows with a remark (skipped,
 * updated, or created with a remark) grouped by outcome and reason, largest group first ("977 rows:
 * Owner "jdoe" is not a user here: left unassigned."), each with its first lines.
 */
export async function importIssues(id: number, take = { failures: 100, groups: 50 }): Promise<ImportIssues> {
  const notPlain = `r.outcome <> 'failed' AND (r.outcome <> 'created' OR r.reason IS NOT NULL)`;
  const [failures, failedTotal, groups, totals] = await Promise.all([
    db().$queryRawUnsafe<ImportRowReport[]>(
      `SELECT r.line, r.outcome, r."recordId", r."contactId", r.reason FROM ${IMPORT_ROWS_SQL} WHERE b."importId" = $1 AND r.outcome = 'failed' ORDER BY r.line LIMIT $2`,
      id,
      take.failures,
    ),
    db().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${IMPORT_ROWS_SQL} WHERE b."importId" = $1 AND r.outcome = 'failed'`, id),
    db().$queryRawUnsafe<WarningGroup[]>(
      `SELECT r.outcome, r.reason, count(*)::int AS rows, (array_agg(r.line ORDER BY r.line))[1:${GROUP_LINES}] AS lines,
              CASE WHEN count(*) = 1 THEN min(r."recordId") END AS "recordId"
       FROM ${IMPORT_ROWS_SQL} WHERE b."importId" = $1 AND ${notPlain}
       GROUP BY r.outcome, r.reason ORDER BY rows DESC, min(r.line) LIMIT $2`,
      id,
      take.groups,
    ),
    db().$queryRawUnsafe<{ groups: number; rows: number }[]>(
      `SELECT count(DISTINCT (r.outcome, r.reason))::int AS groups, count(*)::int AS rows FROM ${IMPORT_ROWS_SQL} WHERE b."importId" = $1 AND ${notPlain}`,
      id,
    ),
  ]);
  return { failures: { rows: failures, total: failedTotal[0]?.n ?? 0 }, warnings: { groups, groupCount: totals[0]?.groups ?? 0, rowCount: totals[0]?.rows ?? 0 } };
}

/**
 * Every processed row for the report's CSV, a few batches at a time: the failed rows first, by line,
 * then every other row by line. Nothing is left out: a row is in the report once, whatever its outcome.
 */
export async function* importReportPages(id: number): AsyncGenerator<ImportRowReport[]> {
  for (const failed of [true, false]) {
    for await (const batch of outcomeBatches(id)) {
      const rows = batch.filter((r) => (r.outcome === "failed") === failed).map((r) => ({ ...r, contactId: r.contactId ?? null }));
      if (rows.length) yield rows;
    }
  }
}

/**
 * The report's columns: the line of the file, what happened to the row, the record it created or
 * updated, and why. The import's own state is the first line of the file (see reportPreamble).
 */
export function reportColumns(kind: "leads" | "accounts"): CsvColumn<ImportRowReport>[] {
  return [
    { header: "Line", value: (r) => r.line },
    { header: "Outcome", value: (r) => r.outcome },
    { header: kind === "leads" ? "Lead ID" : "Account ID", value: (r) => r.recordId },
    ...(kind === "accounts" ? [{ header: "Contact ID", value: (r: ImportRowReport) => r.contactId }] : []),
    { header: "Reason", value: (r) => r.reason },
  ];
}

/** One sentence for the report and the page: what is in, and what is not. */
export function importSummary(s: { status: string; totalRows: number; processedRows: number; lastLine: number; created: number; updated: number; skipped: number; failed: number }): string {
  const n = (x: number) => x.toLocaleString("en-US");
  const counts = `${n(s.created)} created, ${n(s.updated)} updated, ${n(s.skipped)} skipped, ${n(s.failed)} failed`;
  switch (s.status) {
    case "completed":
      return `Import finished: ${counts}.`;
    case "cancelled":
      return s.processedRows
        ? `Import cancelled: ${counts}. The first ${n(s.processedRows)} rows (through line ${n(s.lastLine)}) are in as reported; no row after line ${n(s.lastLine)} was imported.`
        : "Import cancelled before any row was imported: nothing was written.";
    case "failed":
      return s.processedRows
        ? `Import stopped by an error: ${counts}. The first ${n(s.processedRows)} rows (through line ${n(s.lastLine)}) are in as reported; no row after line ${n(s.lastLine)} was imported.`
        : "Import stopped by an error before any row was imported: nothing was written.";
    default:
      return `${n(s.processedRows)} of ${n(s.totalRows)} rows processed: ${counts}.`;
  }
}

/**
 * The report's rows, then, for an import that did not finish, one row naming the lines that were not
 * imported (a row is wholly in or out: everything after the last committed line is out).
 */
export async function* importReportWithRest(imp: { id: number; status: string; lastLine: number; totalRows: number }): AsyncGenerator<ImportRowReport[]> {
  yield* importReportPages(imp.id);
  if (imp.status === "cancelled" || imp.status === "failed") {
    yield [
      {
        line: `after ${imp.lastLine || 1}`,
        outcome: "not imported",
        recordId: null,
        contactId: null,
        reason: imp.status === "cancelled" ? "The import was cancelled: no row after this line was imported." : "The import stopped on an error: no row after this line was imported.",
      },
    ];
  }
}
