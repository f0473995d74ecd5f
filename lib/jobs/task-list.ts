import type { TaskList } from "graphile-worker";
import { pruneExpired } from "@/lib/jobs/tasks/prune-expired";

/** Every background task by name. Producers enqueue by these names (see lib/jobs/enqueue.ts). */
export const taskList: TaskList = {
  "maintenance:prune-expired": pruneExpired,
};

/** Recurring tasks (graphile-worker crontab syntax). */
export const crontab = ["0 * * * * maintenance:prune-expired"].join("\n");
