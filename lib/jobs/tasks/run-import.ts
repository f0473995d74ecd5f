import type { Task } from "graphile-worker";
import { runImport } from "@/lib/imports/run-import";

type Payload = { importId: number };

/** An import's rows, in batches (lib/imports/run-import.ts). Retried after a crash from the last committed batch. */
export const runImportTask: Task = async (payload, helpers) => {
  const importId = Number((payload as Payload).importId);
  if (!Number.isInteger(importId)) return;
  // graphile-worker counts this attempt before running it: the last one ends a failing import as failed.
  await runImport(importId, { finalAttempt: helpers.job.attempts >= helpers.job.max_attempts });
};
