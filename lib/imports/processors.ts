import "server-only";
import type { ImportKind } from "@/lib/generated/prisma/enums";
import type { CsvRecord } from "@/lib/imports/csv-file";
import type { ImportContext } from "@/lib/imports/run-context";
import { readLeadRow } from "@/lib/imports/lead-row";
import { planLeadBatch, reserveLeadIds, writeLeadBatch, type BatchOutcome } from "@/lib/imports/lead-batch";
import { readAccountRow } from "@/lib/imports/account-row";
import { planAccountBatch, writeAccountBatch } from "@/lib/imports/account-batch";

/**
 * How one kind of import handles a batch: `read` (the schemas and the score: CPU only, no database, so
 * the job reads the next batch while PostgreSQL writes the previous one), then `write` (planned against
 * the database, which by then holds every earlier batch, and written in one transaction).
 */
export type BatchProcessor = {
  read: (records: CsvRecord[], headerCount: number, mapping: (string | null)[]) => unknown[];
  write: (reads: unknown[], ctx: ImportContext) => Promise<BatchOutcome>;
};

const leads: BatchProcessor = {
  read: (records, headerCount, mapping) => records.map((r) => readLeadRow(r, headerCount, mapping)),
  async write(reads, ctx) {
    const plan = await planLeadBatch(reads as ReturnType<typeof readLeadRow>[], ctx, reserveLeadIds);
    return writeLeadBatch(plan, ctx);
  },
};

const accounts: BatchProcessor = {
  read: (records, headerCount, mapping) => records.map((r) => readAccountRow(r, headerCount, mapping)),
  async write(reads, ctx) {
    const plan = await planAccountBatch(reads as ReturnType<typeof readAccountRow>[], ctx);
    return writeAccountBatch(plan, ctx);
  },
};

export function batchProcessor(kind: ImportKind): BatchProcessor {
  return kind === "leads" ? leads : accounts;
}
