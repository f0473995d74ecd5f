import type { Task } from "graphile-worker";
import { purgeDeleted } from "@/lib/crm/book/purge-deleted";

/** Daily: leads and accounts deleted more than 30 days ago are deleted for good (lib/crm/book/purge-deleted.ts). */
export const crmPurgeDeletedTask: Task = async (_payload, helpers) => {
  const { leads, accounts } = await purgeDeleted();
  helpers.logger.info(`purged ${leads} deleted leads and ${accounts} deleted accounts`);
};
