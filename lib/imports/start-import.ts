import "server-only";
import { db } from "@/lib/db";
import { IMPORT_ABANDONED_HOURS } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { recordAudit } from "@/lib/audit/record";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import type { ImportMappingInput } from "@/lib/schemas/import";
import { mappingProblems, type ImportKindValue } from "@/lib/imports/fields";
import { cleanMapping, rememberMapping } from "@/lib/imports/mappings";
import { requestCancel } from "@/lib/imports/run-import";
import { deleteStoredFile } from "@/lib/imports/file-store";

export const IMPORT_TASK = "imports:run";
export const IMPORT_QUEUE = "imports";
export const IMPORT_MAX_ATTEMPTS = 8;

/**
 * The mapping screen's answer: the mapping (one field per column, only fields of this kind) and the
 * options are saved on the import, which must still wait for its mapping. `start` also checks that the
 * mapping is complete, remembers it for this header set, and queues the job in the same transaction.
 */
export async function saveImportMapping(user: SessionUser, input: ImportMappingInput): Promise<{ started: boolean }> {
  const outcome = await db().$transaction(async (tx) => {
    const imp = await tx.import.findUnique({ where: { id: input.importId }, select: { id: true, kind: true, status: true, headers: true } });
    if (!imp) throw new CrmNotFoundError("import");
    if (imp.status !== "uploaded") throw new CrmValidationError({ _: ["This import has already started: its mapping can no longer change."] });
    const kind = imp.kind as ImportKindValue;
    const mapping = cleanMapping(kind, imp.headers, input.column.map((c) => c || null));
    if (input.defaultOwnerId) {
      const owner = await tx.user.findFirst({ where: { id: input.defaultOwnerId, status: "active" }, select: { id: true } });
      if (!owner) throw new CrmValidationError({ defaultOwnerId: ["Please pick one from the list"] });
    }
    const data = {
      mapping,
      duplicateChoice: input.duplicateChoice,
      fireMetaEvents: input.fireMetaEvents,
      runAutomations: input.runAutomations,
      forSale: kind === "leads" && input.forSale,
      defaultOwnerId: input.defaultOwnerId ?? null,
    };
    if (input.intent !== "start") {
      await tx.import.update({ where: { id: imp.id }, data });
      return { started: false, problems: [] };
    }
    const problems = mappingProblems(kind, imp.headers, mapping);
    if (problems.length) {
      // The mapping is kept as chosen, so the screen shows it again with what is missing.
      await tx.import.update({ where: { id: imp.id }, data });
      return { started: false, problems };
    }
    await tx.import.update({ where: { id: imp.id }, data: { ...data, status: "queued" } });
    await rememberMapping(tx, kind, imp.headers, mapping, user.id);
    await enqueueJob(tx, IMPORT_TASK, { importId: imp.id }, { jobKey: `import:${imp.id}`, queueName: IMPORT_QUEUE, maxAttempts: IMPORT_MAX_ATTEMPTS });
    await recordAudit(
      {
        actorId: user.id,
        action: "import.start",
        entity: "import",
        entityId: imp.id,
        changes: { duplicateChoice: data.duplicateChoice, fireMetaEvents: data.fireMetaEvents, runAutomations: data.runAutomations, forSale: data.forSale, defaultOwnerId: data.defaultOwnerId },
      },
      tx,
    );
    return { started: true, problems: [] };
  });
  if (outcome.problems.length) throw new CrmValidationError({ column: outcome.problems });
  return { started: outcome.started };
}

/** Cancels an import: at once when it has not started, else between two batches (nothing half-written). */
export async function cancelImport(user: SessionUser, importId: number): Promise<"cancelled" | "cancelling" | "finished"> {
  const exists = await db().import.findUnique({ where: { id: importId }, select: { id: true } });
  if (!exists) throw new CrmNotFoundError("import");
  const result = await requestCancel(importId);
  if (result !== "finished") await recordAudit({ actorId: user.id, action: "import.cancel", entity: "import", entityId: importId, changes: { result } });
  return result;
}

/** Deletes an upload whose import never started, with its stored file. */
export async function discardImport(user: SessionUser, importId: number): Promise<boolean> {
  const { count } = await db().import.deleteMany({ where: { id: importId, status: "uploaded" } });
  if (count) await recordAudit({ actorId: user.id, action: "import.discard", entity: "import", entityId: importId });
  return count > 0;
}

/** Uploads left waiting for their mapping longer than IMPORT_ABANDONED_HOURS, deleted with their files. */
export async function pruneAbandonedImports(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_ABANDONED_HOURS * 3_600_000);
  const stale = await db().import.findMany({ where: { status: "uploaded", createdAt: { lt: before } }, select: { id: true } });
  for (const s of stale) await deleteStoredFile(s.id);
  const { count } = await db().import.deleteMany({ where: { id: { in: stale.map((s) => s.id) }, status: "uploaded" } });
  return count;
}
