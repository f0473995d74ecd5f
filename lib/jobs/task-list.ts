import type { TaskList } from "graphile-worker";
import { pruneExpired } from "@/lib/jobs/tasks/prune-expired";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";

/** Every background task by name. Producers enqueue by these names (see lib/jobs/enqueue.ts). */
export const taskList: TaskList = {
  "maintenance:prune-expired": pruneExpired,
  "email:send": sendEmailTask,
};

/** Recurring tasks (graphile-worker crontab syntax). */
export const crontab = ["0 * * * * maintenance:prune-expired"].join("\n");
