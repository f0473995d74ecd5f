import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** A consumer lead routed to its buyer by a job of its own (leads that arrive without a captured-lead job: imports). */
export const ROUTE_TASK = "marketplace:route";

/** Queues one routing job per lead, in the caller's transaction (the job key makes a second queueing a no-op). */
export async function enqueueRouting(tx: Tx, leadIds: number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const specs = leadIds.map((leadId) => ({ identifier: ROUTE_TASK, payload: { leadId }, job_key: `marketplace-route:${leadId}`, max_attempts: 10 }));
  await tx.$executeRaw`
    SELECT graphile_worker.add_jobs(
      ARRAY(SELECT (s.identifier, s.payload, NULL, NULL, s.max_attempts, s.job_key, NULL, NULL)::graphile_worker.job_spec
            FROM json_to_recordset(${JSON.stringify(specs)}::json)
              AS s(identifier text, payload json, max_attempts int, job_key text))
    )`;
}
