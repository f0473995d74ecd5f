import type { TaskList } from "graphile-worker";
import { detectAbandonedCartsTask } from "@/lib/jobs/tasks/detect-abandoned-carts";
import { pruneExpired } from "@/lib/jobs/tasks/prune-expired";
import { crmDailyReportTask } from "@/lib/jobs/tasks/crm-daily-report";
import { sendEmailTask } from "@/lib/jobs/tasks/send-email";
import { flushConversionsTask, sendConversionsTask } from "@/lib/jobs/tasks/meta-send-conversions";
import { processWebhooksTask } from "@/lib/jobs/tasks/process-webhooks";
import { passwordResetTask } from "@/lib/jobs/tasks/password-reset";
import { crmPurgeDeletedTask } from "@/lib/jobs/tasks/crm-purge-deleted";
import { crmBulkTask } from "@/lib/jobs/tasks/crm-bulk";
import { automationTasksNow } from "@/lib/jobs/tasks/automations";
import { runImportTask } from "@/lib/jobs/tasks/run-import";
import { pruneAbandonedImportsTask } from "@/lib/jobs/tasks/prune-abandoned-imports";
import { textingTasksNow } from "@/lib/jobs/tasks/texting";
import { marketplaceSweepTask } from "@/lib/jobs/tasks/marketplace-sweep";
import { marketplaceRouteTask } from "@/lib/jobs/tasks/marketplace-route";
import { ROUTE_TASK } from "@/lib/marketplace/route-job";
import { PUSH_TASK } from "@/lib/marketplace/deliver";
import { pushTask } from "@/lib/marketplace/push/task";
import { billingSweepTask } from "@/lib/jobs/tasks/billing-sweep";

/** Every background task by name. Producers enqueue by these names (see lib/jobs/enqueue.ts). */
export const taskList: TaskList = {
  "maintenance:prune-expired": pruneExpired,
  "email:send": sendEmailTask,
  "checkout:abandoned-carts": detectAbandonedCartsTask,
  "crm:daily-report": crmDailyReportTask,
  // Integrations (issue 6): Meta Conversions API deliveries (queue "meta-capi") and webhook processing.
  "meta:send-conversions": sendConversionsTask,
  "meta:flush-pending": flushConversionsTask,
  "webhooks:process": processWebhooksTask,
  // Accounts (issue 17): a "forgot password" request, looked up and answered by e-mail off the request path.
  "auth:password-reset": passwordResetTask,
  // The agency's book (issue 27): bulk actions above 1,000 rows, and the purge of leads and accounts deleted 30 days ago.
  "crm:bulk": crmBulkTask,
  "crm:purge-deleted": crmPurgeDeletedTask,
  // Automations (issue 26): events from capture and status changes, each step at its time, overdue tasks.
  "automations:event": automationTasksNow.event,
  "automations:step": automationTasksNow.step,
  "automations:overdue-tasks": automationTasksNow.overdue,
  // CSV import (issue 27): one import's rows in batches (queue "imports": one import at a time), and
  // uploads whose mapping was never confirmed, deleted after IMPORT_ABANDONED_HOURS.
  "imports:run": runImportTask,
  "imports:prune-abandoned": pruneAbandonedImportsTask,
  // Texting (issue 33): one text to Twilio at its time (the law's hours), and what follows an inbound text.
  "sms:send": textingTasksNow.send,
  "texting:inbound": textingTasksNow.inbound,
  // The marketplace (issue 31): ended periods and unsold leads offered again, every minute and after an approved return.
  "marketplace:sweep": marketplaceSweepTask,
  // Imported consumers for sale, each routed to its buyer (lib/marketplace/route-job.ts).
  [ROUTE_TASK]: marketplaceRouteTask,
  // The marketplace (issue 31): a delivery pushed to the buyer's webhook, HubSpot or Zapier; each
  // attempt schedules its own retry under the push's job key (lib/marketplace/push/schedule.ts).
  [PUSH_TASK]: pushTask,
  // Subscriptions (issue 32): grace periods that ended pause delivery; paid periods of cancelled subscriptions end.
  "billing:sweep": billingSweepTask,
};

/**
 * The worker's lanes (lib/jobs/worker.ts): the buyers' pushes in one, every other task in the
 * other. Each lane's runner fetches only the tasks it is given.
 */
export function laneTaskLists(): { main: TaskList; push: TaskList } {
  const { [PUSH_TASK]: push, ...main } = taskList;
  return { main, push: { [PUSH_TASK]: push! } };
}

/** Recurring tasks (graphile-worker crontab syntax). */
export const crontab = [
  "0 * * * * maintenance:prune-expired",
  "*/5 * * * * checkout:abandoned-carts",
  "10 * * * * crm:daily-report",
  "*/5 * * * * meta:flush-pending ?queue=meta-capi&max=1",
  "20 3 * * * crm:purge-deleted",
  "* * * * * automations:overdue-tasks ?max=1",
  "20 * * * * imports:prune-abandoned",
  "* * * * * marketplace:sweep ?max=1&jobKey=marketplace-sweep",
  "* * * * * billing:sweep ?max=1&jobKey=billing-sweep",
].join("\n");
