import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a CRM write: the dashboard (/crm and /crm-dashboard: lists, board, stats) and every page
 * under /crm (the account pages) show the change; the page the action ran on refreshes at once.
 */
export function revalidateCrm(): void {
  revalidatePath("/crm", "layout");
  revalidatePath("/crm-dashboard");
}
