import "server-only";
import type { ImportKind } from "@/lib/generated/prisma/enums";
import type { CsvRecord } from "@/lib/imports/csv-file";
import type { ImportContext } from "@/lib/imports/run-context";
import { readLeadRow } from "@/lib/imports/lead-row";
import { canPlanAhead, planLeadBatch, reserveLeadIds, writeLeadBatch, type BatchOutcome, type LeadBatchPlan } from "@/lib/imports/lead-batch";
import { readAccountRow } from "@/lib/imports/account-row";
import { planAccountBatch, writeAccountBatch } from "@/lib/imports/account-batch";

/** The batch before, while it is being written: its plan, and its write (resolved once committed or refused). */
export type Earlier = { plan: unknown; written: Promise<unknown> };

/**
 * How one kind of import handles a batch: `read` (the schemas and the score: CPU only, no database, so
 * the job reads the next batch while PostgreSQL writes the previous one), `plan` (against the database:
 * who exists already, who opted out, the new ids), then `write` (one transaction). A batch is written
 * only once the batch before has committed; it is planned at once when the plan of the batch before is
 * all it needs to know (leads skipped or imported as duplicates: `canPlanAhead`), so PostgreSQL answers
 * its look-ups while it writes the batch before. Otherwise planning waits for that commit too.
 */
export type BatchProcessor = {
  read: (records: CsvRecord[], headerCount: number, mapping: (string | null)[]) => unknown[];
  plan: (reads: unknown[], ctx: ImportContext, earlier: Earlier | null) => Promise<unknown>;
  write: (plan: unknown, ctx: ImportContext) => Promise<BatchOutcome>;
};

const afterCommit = async (earlier: Earlier | null) => {
  await earlier?.written.catch(() => undefined);
};

const leads: BatchProcessor = {
  read: (records, headerCount, mapping) => records.map((r) => readLeadRow(r, headerCount, mapping)),
  async plan(reads, ctx, earlier) {
    const ahead = canPlanAhead(ctx);
    if (!ahead) await afterCommit(earlier);
    return planLeadBatch(reads as ReturnType<typeof readLeadRow>[], ctx, reserveLeadIds, ahead ? ((earlier?.plan as LeadBatchPlan | undefined) ?? null) : null);
  },
  write: (plan, ctx) => writeLeadBatch(plan as LeadBatchPlan, ctx),
};

const accounts: BatchProcessor = {
  read: (records, headerCount, mapping) => records.map((r) => readAccountRow(r, headerCount, mapping)),
  async plan(reads, ctx, earlier) {
    await afterCommit(earlier);
    return planAccountBatch(reads as ReturnType<typeof readAccountRow>[], ctx);
  },
  write: (plan, ctx) => writeAccountBatch(plan as Awaited<ReturnType<typeof planAccountBatch>>, ctx),
};

export function batchProcessor(kind: ImportKind): BatchProcessor {
  return kind === "leads" ? leads : accounts;
}
