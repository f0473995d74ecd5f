import type { Task } from "graphile-worker";
import { rollUpRecentDays } from "@/lib/crm/reports/daily-reports";

/** Scheduled (crontab in lib/jobs/task-list.ts): rolls analytics, leads and orders up into daily_reports. */
export const crmDailyReportTask: Task = async (_payload, helpers) => {
  const days = await rollUpRecentDays();
  helpers.logger.info(`daily reports rolled up for ${days.join(", ")}`);
};
