"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { createActivity } from "@/lib/crm/activities/create-activity";
import { deleteActivity, updateActivity } from "@/lib/crm/activities/update-activity";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { completeTask } from "@/lib/crm/activities/complete-task";
import { completeTaskSchema } from "@/lib/schemas/crm-lead";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { activityEditSchema, activitySchema, activityStatusSchema, CLEARABLE_ACTIVITY_FIELDS } from "@/lib/schemas/crm-activity";
import { idField } from "@/lib/schemas/crm-fields";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * The activity forms' server actions (New Activity, Edit, Complete/Cancel, Delete, and the one-click
 * Complete of a task on My Day and the lead page): any approved
 * user, on the activities they own and the accounts, deals and leads they may see. Each checks the
 * session itself. A form that is a page of its own (no JavaScript) sends `then=open`: on success the
 * activity's account page (else the Activities tab) opens and says what happened.
 */

/** Where a form page goes after a change: the account's page, or the Activities tab. */
const listOf = (accountId: number | null, notice: string) => (accountId ? `/crm/accounts/${accountId}?notice=${notice}` : `/crm?tab=activities&notice=${notice}`);

export async function createActivityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = activitySchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  let accountId: number | null;
  try {
    ({ accountId } = await createActivity(user, parsed.data));
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(listOf(accountId, "activity-created"));
  return succeeded("Activity created successfully");
}

export async function updateActivityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = activityEditSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const { activityId, ...fields } = parsed.data;
  const cleared = Object.fromEntries(CLEARABLE_ACTIVITY_FIELDS.filter((k) => fields[k] === undefined).map((k) => [k, null]));
  let accountId: number | null;
  try {
    ({ accountId } = await updateActivity(user, activityId, { ...fields, ...cleared }));
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(listOf(accountId, "activity-updated"));
  return succeeded("Activity updated successfully");
}

/** Complete or cancel (the lists' buttons: the button pressed sends the status). */
export async function setActivityStatusAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = activityStatusSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid(parsed.error);
  try {
    await updateActivity(user, parsed.data.activityId, { status: parsed.data.status });
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  const done = { completed: "Activity completed", cancelled: "Activity cancelled", pending: "Activity reopened" } as const;
  return succeeded(done[parsed.data.status]);
}

const activityRef = z.object({ activityId: idField(NOT_YOURS) });

/** Deletes the activity and opens its account page (or the Activities tab), which says so. */
export async function deleteActivityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = activityRef.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  let accountId: number | null;
  try {
    ({ accountId } = await deleteActivity(user, parsed.data.activityId));
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  redirect(listOf(accountId, "activity-deleted"));
}

/** "Complete" on a task (My Day, the lead page): one click, the user's own tasks (any task for an admin). */
export async function completeTaskAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = completeTaskSchema.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  try {
    const done = await completeTask(user, parsed.data.activityId);
    revalidatePath("/crm");
    if (done.leadId) revalidatePath(`/crm/leads/${done.leadId}`);
    return succeeded(done.changed ? "Task completed" : "This task was already completed");
  } catch (e) {
    return actionErrorOf(e);
  }
}
