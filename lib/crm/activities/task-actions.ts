"use server";

import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { completeTask } from "@/lib/crm/activities/complete-task";
import { completeTaskSchema } from "@/lib/schemas/crm-lead";
import { failed, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";

/** "Complete" on a task (My day, the lead page): one click, the user's own tasks only. */
export async function completeTaskAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = completeTaskSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("That record does not exist or is not yours.");
  try {
    const done = await completeTask(user, parsed.data.activityId);
    revalidatePath("/crm");
    if (done.leadId) revalidatePath(`/crm/leads/${done.leadId}`);
    return succeeded(done.changed ? "Task completed" : "This task was already completed");
  } catch (e) {
    return actionErrorOf(e);
  }
}
