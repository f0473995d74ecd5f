import "server-only";
import { db } from "@/lib/db";
import { IMPORT_LIMITS } from "@/lib/constants";
import { recordAudit } from "@/lib/audit/record";
import { errorMessage, log } from "@/lib/log";
import type { CsvRecord, Delimiter, Encoding } from "@/lib/imports/csv-file";
import { CsvFileError } from "@/lib/imports/csv-file";
import { deleteStoredFile } from "@/lib/imports/file-store";
import { storedRecords } from "@/lib/imports/inspect";
import { cleanMapping } from "@/lib/imports/mappings";
import { importContext, type ImportContext } from "@/lib/imports/run-context";
import { batchProcessor } from "@/lib/imports/processors";
import type { BatchOutcome } from "@/lib/imports/lead-batch";

export type RunOptions = {
  /** graphile-worker's last attempt: a failure then ends the import as failed (earlier ones are retried). */
  finalAttempt?: boolean;
  batchRows?: number;
  /** Tests: called after each committed batch. */
  afterBatch?: (committedThroughLine: number) => Promise<void> | void;
};

export type RunResult = "completed" | "cancelled" | "failed" | "not-runnable";

/**
 * The import job (task `imports:run`): the stored file streamed from PostgreSQL, decoded, parsed and
 * written in batches of IMPORT_LIMITS.batchRows rows, each batch one transaction that also records the
 * import's progress (`lastLine`). A retried job (a worker that crashed or a database that went away)
 * resumes after the last committed line, so no row is written twice. A cancel is seen between batches.
 * When the import ends, however it ends, the stored file is deleted.
 */
export async function runImport(importId: number, opts: RunOptions = {}): Promise<RunResult> {
  const imp = await db().import.findUnique({ where: { id: importId } });
  if (!imp || (imp.status !== "queued" && imp.status !== "running")) return "not-runnable";
  if (imp.cancelRequestedAt) return finish(importId, "cancelled", imp.createdById);
  await db().import.update({ where: { id: importId }, data: { status: "running", startedAt: imp.startedAt ?? new Date() } });
  const ctx = await importContext(imp);
  const mapping = cleanMapping(imp.kind, imp.headers, imp.mapping);
  const processor = batchProcessor(imp.kind);
  const size = opts.batchRows ?? IMPORT_LIMITS.batchRows;
  let batch: CsvRecord[] = [];
  // The batch being written, while the next one is parsed and read (CPU here, PostgreSQL there) and,
  // when it can be, planned (PostgreSQL answers its look-ups beside the write).
  let writing: { promise: Promise<BatchOutcome>; lastLine: number; plan: unknown } | null = null;
  const settle = async (): Promise<boolean> => {
    if (!writing) return true;
    const { promise, lastLine } = writing;
    writing = null;
    if ((await promise).cancelled) return false;
    await opts.afterBatch?.(lastLine);
    return true;
  };
  const flush = async (): Promise<boolean> => {
    if (batch.length === 0) return settle();
    const records = batch;
    batch = [];
    const reads = processor.read(records, imp.headers.length, mapping);
    const batchCtx = { ...ctx, now: new Date() } satisfies ImportContext;
    // Planned beside the write of the batch before when its plan says all this one needs of it
    // (BatchProcessor); written only once that batch has committed.
    const planning = processor.plan(reads, batchCtx, writing ? { plan: writing.plan, written: writing.promise } : null);
    planning.catch(() => undefined); // awaited below unless the batch before was cancelled or refused
    if (!(await settle())) return false;
    const plan = await planning;
    const promise = processor.write(plan, batchCtx);
    promise.catch(() => undefined); // awaited by settle(); this only keeps it from counting as unhandled meanwhile
    writing = { promise, lastLine: records[records.length - 1]!.line, plan };
    return true;
  };
  try {
    let header = true;
    for await (const record of storedRecords(importId, imp.encoding as Encoding, imp.delimiter as Delimiter)) {
      if (header) {
        header = false;
        continue;
      }
      if (record.line <= imp.lastLine) continue;
      batch.push(record);
      if (batch.length >= size && !(await flush())) return finish(importId, "cancelled", imp.createdById);
    }
    if (!(await flush()) || !(await settle())) return finish(importId, "cancelled", imp.createdById);
    return finish(importId, "completed", imp.createdById);
  } catch (e) {
    // A batch still being written ends (committed or rolled back) before the import's end is recorded.
    await (writing as { promise: Promise<BatchOutcome> } | null)?.promise.catch(() => undefined);
    // The file itself cannot be read on (checked at upload, so only a changed parser would get here): no retry helps.
    const final = opts.finalAttempt || e instanceof CsvFileError;
    log.error("import.batch-failed", { importId, final, error: errorMessage(e) });
    if (!final) throw e;
    await finish(importId, "failed", imp.createdById, e instanceof CsvFileError ? e.message : "The database refused a batch of rows.");
    return "failed";
  }
}

/** Ends an import: its status and time, the stored file deleted, one audit entry with the counts. */
async function finish(importId: number, status: "completed" | "cancelled" | "failed", actorId: number | null, error?: string): Promise<RunResult> {
  const done = await db().$transaction(async (tx) => {
    const row = await tx.import.update({
      where: { id: importId },
      data: { status, finishedAt: new Date(), error: error ?? null },
      select: { processedRows: true, lastLine: true, createdCount: true, updatedCount: true, skippedCount: true, failedCount: true, totalRows: true },
    });
    await recordAudit({ actorId, action: `import.${status}`, entity: "import", entityId: importId, changes: row }, tx);
    return row;
  });
  await deleteStoredFile(importId);
  log.info("import.finished", { importId, status, processed: done.processedRows });
  return status;
}

/** Requests a cancel: a queued import ends at once; a running one after the batch it is writing. */
export async function requestCancel(importId: number): Promise<"cancelled" | "cancelling" | "finished"> {
  const rows = await db().$queryRawUnsafe<{ status: string }[]>(
    `UPDATE imports SET "cancelRequestedAt" = COALESCE("cancelRequestedAt", now()), "updatedAt" = now()
     WHERE id = $1 AND status IN ('uploaded', 'queued', 'running') RETURNING status::text AS status`,
    importId,
  );
  const status = rows[0]?.status;
  if (!status) return "finished";
  if (status === "running") return "cancelling";
  await db().import.updateMany({ where: { id: importId, status: { in: ["uploaded", "queued"] } }, data: { status: "cancelled", finishedAt: new Date() } });
  await deleteStoredFile(importId);
  return "cancelled";
}
