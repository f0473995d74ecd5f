import type { Task } from "graphile-worker";
import { pruneAbandonedImports } from "@/lib/imports/start-import";

/** Hourly: uploads nobody mapped and started within IMPORT_ABANDONED_HOURS are deleted with their file. */
export const pruneAbandonedImportsTask: Task = async (_payload, helpers) => {
  const n = await pruneAbandonedImports();
  if (n) helpers.logger.info(`deleted ${n} abandoned import upload(s)`);
};
