"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { createOpportunity } from "@/lib/crm/opportunities/create-opportunity";
import { updateOpportunity } from "@/lib/crm/opportunities/update-opportunity";
import { deleteOpportunity } from "@/lib/crm/opportunities/delete-opportunity";
import { changeStage } from "@/lib/crm/opportunities/change-stage";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { stageLabel } from "@/lib/crm/format";
import { CLEARABLE_OPPORTUNITY_FIELDS, opportunityEditSchema, opportunitySchema, stageMoveSchema } from "@/lib/schemas/crm-opportunity";
import { idField } from "@/lib/schemas/crm-fields";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * The opportunity forms' server actions (Add, Edit, Delete, and a stage move from the stage select
 * or the board): any approved user, on the deals they may see. Each checks the session itself. A
 * form that is a page of its own (no JavaScript) sends `then=open`: on success the deal's account
 * page opens and says what happened.
 */

export async function createOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = opportunitySchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await createOpportunity(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(`/crm/accounts/${parsed.data.accountId}?notice=opportunity-created`);
  return succeeded("Opportunity created successfully");
}

export async function updateOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = opportunityEditSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const { opportunityId, ...fields } = parsed.data;
  const cleared = Object.fromEntries(CLEARABLE_OPPORTUNITY_FIELDS.filter((k) => fields[k] === undefined).map((k) => [k, null]));
  let accountId: number;
  try {
    accountId = (await updateOpportunity(user, opportunityId, { ...fields, ...cleared })).accountId;
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(`/crm/accounts/${accountId}?notice=opportunity-updated`);
  return succeeded("Opportunity updated successfully");
}

const opportunityRef = z.object({ opportunityId: idField(NOT_YOURS) });

/** Deletes the deal (its stage history goes with it) and reopens its account page, which says so. */
export async function deleteOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = opportunityRef.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  let accountId: number;
  try {
    ({ accountId } = await deleteOpportunity(user, parsed.data.opportunityId));
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  redirect(`/crm/accounts/${accountId}?notice=opportunity-deleted`);
}

/** A stage move through changeStage() (history, audit, the Meta conversion events of the move). */
export async function moveOpportunityAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = stageMoveSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  let moved: Awaited<ReturnType<typeof changeStage>>;
  try {
    moved = await changeStage({ opportunityId: parsed.data.opportunityId, toStage: parsed.data.stage, actor: user });
  } catch (e) {
    return actionErrorOf(e, values);
  }
  const { name } = moved.opportunity;
  if (!moved.changed) return succeeded(`${name} is already in ${stageLabel(parsed.data.stage)}`);
  revalidateCrm();
  return succeeded(`${name} moved to ${stageLabel(parsed.data.stage)}`);
}
