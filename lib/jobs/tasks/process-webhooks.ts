import type { Task } from "graphile-worker";
import { processInbox } from "@/lib/integrations/webhooks/process";

type Payload = { inboxIds: number[] };

/**
 * Processes webhook deliveries stored by the webhook routes (lib/integrations/webhooks/inbox.ts):
 * Lead Ads leads become leads, CRM stage changes become Meta events. Rows that could not be
 * processed yet make the job throw, and graphile-worker retries it with backoff; rows already
 * processed are skipped.
 */
export const processWebhooksTask: Task = async (payload, helpers) => {
  const ids = ((payload as Payload).inboxIds ?? []).filter((id) => Number.isInteger(id));
  const { retry, lastError } = await processInbox(ids);
  if (retry.length) {
    if (helpers.job.attempts >= helpers.job.max_attempts) helpers.logger.error(`giving up on webhook deliveries ${retry.join(", ")}: ${lastError}`);
    throw new Error(`${retry.length} webhook delivery(ies) not processed yet: ${lastError ?? "unknown error"}`);
  }
};
