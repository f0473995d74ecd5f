import type { Task } from "graphile-worker";
import { runBulkOperation } from "@/lib/crm/bulk/run-bulk-job";

/** A bulk action above 1,000 rows (lib/crm/bulk/run-bulk-job.ts). */
export const crmBulkTask: Task = async (payload, helpers) => {
  const { operationId } = payload as { operationId: number };
  await runBulkOperation(Number(operationId), { finalAttempt: helpers.job.attempts >= helpers.job.max_attempts });
};
