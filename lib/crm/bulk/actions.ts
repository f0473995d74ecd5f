"use server";

import { requireRole, requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { bulkLeads } from "@/lib/crm/bulk/lead-bulk";
import { bulkAccounts } from "@/lib/crm/bulk/account-bulk";
import { bulkMessage, type BulkActionState } from "@/lib/crm/bulk/bulk-message";
import { accountBulkSchema, leadBulkSchema } from "@/lib/schemas/crm-bulk";
import { formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * The bulk bar of the Leads and Accounts tables (and Delete / Undo on one lead or account, a selection
 * of one). Any approved user on the rows they may see; giving rows to another agent is for admins (the
 * 403 page for an agent, as for the single assignment). Another agent's rows are skipped, never touched.
 */
export async function bulkLeadsAction(_prev: ActionState, form: FormData): Promise<BulkActionState> {
  const user = form.get("action") === "assign" ? await requireRole("admin") : await requireUser();
  const values = formValues(form);
  const parsed = leadBulkSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const outcome = await bulkLeads(user, parsed.data);
    revalidateCrm();
    return succeeded(bulkMessage("lead", outcome), {
      jobId: outcome.jobId,
      ...(outcome.action === "delete" && outcome.affected.length ? { undo: outcome.affected.join(",") } : {}),
    });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function bulkAccountsAction(_prev: ActionState, form: FormData): Promise<BulkActionState> {
  const user = form.get("action") === "assign" ? await requireRole("admin") : await requireUser();
  const values = formValues(form);
  const parsed = accountBulkSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const outcome = await bulkAccounts(user, parsed.data);
    revalidateCrm();
    return succeeded(bulkMessage("account", outcome), {
      jobId: outcome.jobId,
      ...(outcome.action === "delete" && outcome.affected.length ? { undo: outcome.affected.join(",") } : {}),
    });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}
