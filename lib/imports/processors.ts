import "server-only";
import type { ImportKind } from "@/lib/generated/prisma/enums";
import type { CsvRecord } from "@/lib/imports/csv-file";
import type { ImportContext } from "@/lib/imports/run-context";
import { readLeadRow } from "@/lib/imports/lead-row";
import { planLeadBatch, reserveLeadIds, writeLeadBatch, type BatchOutcome } from "@/lib/imports/lead-batch";
import { readAccountRow } from "@/lib/imports/account-row";
import { planAccountBatch, writeAccountBatch } from "@/lib/imports/account-batch";

/** How one kind of import reads, plans and writes a batch of records. */
export type BatchProcessor = {
  process: (records: CsvRecord[], headerCount: number, mapping: (string | null)[], ctx: ImportContext) => Promise<BatchOutcome>;
};

const leads: BatchProcessor = {
  async process(records, headerCount, mapping, ctx) {
    const plan = await planLeadBatch(records.map((r) => readLeadRow(r, headerCount, mapping)), ctx, reserveLeadIds);
    return writeLeadBatch(plan, ctx);
  },
};

const accounts: BatchProcessor = {
  async process(records, headerCount, mapping, ctx) {
    const plan = await planAccountBatch(records.map((r) => readAccountRow(r, headerCount, mapping)), ctx);
    return writeAccountBatch(plan, ctx);
  },
};

export function batchProcessor(kind: ImportKind): BatchProcessor {
  return kind === "leads" ? leads : accounts;
}
