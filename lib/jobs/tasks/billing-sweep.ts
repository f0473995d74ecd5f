import type { Task } from "graphile-worker";
import { runBillingSweep } from "@/lib/billing/sweep";

/** Every minute (cron): grace periods that ended, subscriptions whose paid period is over, starts never paid. */
export const billingSweepTask: Task = async (_payload, helpers) => {
  const { paused, ended, expired } = await runBillingSweep();
  if (paused || ended || expired) helpers.logger.info(`billing sweep: ${paused} paused after grace, ${ended} ended, ${expired} starts expired`);
};
