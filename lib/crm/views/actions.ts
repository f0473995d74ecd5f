"use server";

import { requireUser } from "@/lib/auth/session";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { deleteView, saveView } from "@/lib/crm/views/saved-views";
import { saveViewSchema, viewRefSchema } from "@/lib/schemas/crm-view";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** "Save view": the Leads or Accounts table's filters, sort and columns under a name, private or shared. */
export async function saveViewAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = saveViewSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await saveView(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  return succeeded(`View "${parsed.data.name}" saved${parsed.data.shared ? " and shared with the team" : ""}`);
}

/** Deletes a saved view (its owner, or an admin). */
export async function deleteViewAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = viewRefSchema.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  try {
    await deleteView(user, parsed.data.viewId);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  return succeeded("View deleted");
}
