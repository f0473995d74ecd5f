"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { createAccount } from "@/lib/crm/accounts/create-account";
import { updateAccount } from "@/lib/crm/accounts/update-account";
import { deleteAccount } from "@/lib/crm/accounts/delete-account";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { accountEditSchema, accountSchema, CLEARABLE_ACCOUNT_FIELDS } from "@/lib/schemas/crm-account";
import { idField } from "@/lib/schemas/crm-fields";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * The account forms' server actions (Add Account, Edit Account, Delete): any approved user, on the
 * accounts they may see (an admin: all; an agent: their own). Each checks the session itself.
 * A form that is a page of its own (no JavaScript needed) sends `then=open`: on success the action
 * opens the account's page, which announces what happened.
 */

export async function createAccountAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = accountSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  let id: number;
  try {
    id = (await createAccount(user, parsed.data)).id;
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(`/crm/accounts/${id}?notice=account-created`);
  return succeeded("Account created successfully");
}

export async function updateAccountAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = accountEditSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const { accountId, ...fields } = parsed.data;
  const cleared = Object.fromEntries(CLEARABLE_ACCOUNT_FIELDS.filter((k) => fields[k] === undefined).map((k) => [k, null]));
  try {
    await updateAccount(user, accountId, { ...fields, ...cleared, tags: fields.tags ?? [] });
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  if (values.then === "open") redirect(`/crm/accounts/${accountId}?notice=account-updated`);
  return succeeded("Account updated successfully");
}

const accountRef = z.object({ accountId: idField(NOT_YOURS) });

/** Deletes the account (its contacts, deals and activities go with it) and opens the accounts list. */
export async function deleteAccountAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = accountRef.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  try {
    await deleteAccount(user, parsed.data.accountId);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  redirect("/crm?tab=accounts&notice=account-deleted");
}
