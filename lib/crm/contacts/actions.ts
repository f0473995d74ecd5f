"use server";

import { requireUser } from "@/lib/auth/session";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { addContact, removeContact, updateContact } from "@/lib/crm/contacts/contacts";
import { contactCreateSchema, contactRefSchema, contactUpdateSchema } from "@/lib/schemas/crm-contact";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The account page's contacts: add, edit, remove (anyone who may see the account). */
export async function addContactAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = contactCreateSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await addContact(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  return succeeded("Contact added");
}

export async function updateContactAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = contactUpdateSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await updateContact(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  return succeeded("Contact updated");
}

export async function removeContactAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = contactRefSchema.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  try {
    await removeContact(user, parsed.data.contactId);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidateCrm();
  return succeeded("Contact removed");
}
