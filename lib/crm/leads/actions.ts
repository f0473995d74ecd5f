"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireRole, requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { assignLead } from "@/lib/crm/leads/assign";
import { changeLeadStatus } from "@/lib/crm/leads/change-status";
import { convertLead } from "@/lib/crm/leads/convert-lead";
import { mergeLeads } from "@/lib/crm/leads/merge-leads";
import { erasePerson } from "@/lib/crm/book/erase-person";
import { revalidateCrm } from "@/lib/crm/revalidate";
import { mergeFormSchema } from "@/lib/schemas/crm-merge";
import { logLeadContact, type ContactLog } from "@/lib/crm/leads/log-contact";
import { formatTexas } from "@/lib/crm/texas-time";
import { LEAD_STATUSES } from "@/lib/constants";
import { addNoteSchema, erasePersonSchema, leadAssignFormSchema, leadConvertSchema, leadStatusSchema, logCallSchema, logEmailSchema } from "@/lib/schemas/crm-lead";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * The lead page's server actions (and the lead cards' assignment and conversion). Each checks the
 * user itself (approved users; assignment: admins), parses the form with the shared schema, calls
 * one service and refreshes what changed. A lead outside the user's scope is "not found".
 */

const leadPaths = (leadId: number) => {
  revalidatePath(`/crm/leads/${leadId}`);
  revalidatePath("/crm");
};

/** Admins assign or reassign a lead; the agent is e-mailed and the audit log records it. */
export async function assignLeadAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = leadAssignFormSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const { assignedTo } = await assignLead(admin, parsed.data.leadId, parsed.data.assignedTo);
    leadPaths(parsed.data.leadId);
    return succeeded(assignedTo === null ? "Lead unassigned" : "Lead assigned");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

/** What Convert to Account answers when the person is already a client: the existing account, offered. */
export type ConvertState = ActionState & { offer?: { accountId: number; name: string; fromLeadId: number } };

/**
 * Convert to Account: creates (or finds) the lead's account and opens it. When another lead of the same
 * person was already converted, it answers with that account instead (`offer`), and the user picks:
 * link this lead to it, or create a second account anyway.
 */
export async function convertLeadAction(_prev: ActionState, form: FormData): Promise<ConvertState> {
  const user = await requireUser();
  const parsed = leadConvertSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("That record does not exist or is not yours.");
  let accountId: number;
  try {
    const result = await convertLead(user, parsed.data.leadId, { useAccount: parsed.data.useAccount, createNew: parsed.data.createNew });
    if ("offer" in result) {
      return failed(`This person is already a client: the account "${result.offer.name}" was made from lead #${result.offer.fromLeadId}.`, { offer: result.offer });
    }
    accountId = result.accountId;
  } catch (e) {
    return actionErrorOf(e);
  }
  leadPaths(parsed.data.leadId);
  redirect(`/crm/accounts/${accountId}`);
}

function parseContact(kind: ContactLog["kind"], values: Record<string, string | string[]>) {
  if (kind === "call") return logCallSchema.safeParse(values);
  if (kind === "email") return logEmailSchema.safeParse(values);
  return addNoteSchema.safeParse(values);
}

async function logContact(kind: ContactLog["kind"], form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = parseContact(kind, values);
  if (!parsed.success) return invalid(parsed.error, values);
  const data: Omit<ContactLog, "kind"> = parsed.data;
  try {
    await logLeadContact(user, { kind, ...data });
  } catch (e) {
    return actionErrorOf(e, values);
  }
  leadPaths(data.leadId);
  const what = kind === "call" ? "Call logged" : kind === "email" ? "E-mail logged" : "Note added";
  return succeeded(data.followUp ? `${what}. Follow-up due ${formatTexas(data.followUp.dueAt)} (Texas time).` : `${what}.`);
}

/** "Log a call": outcome and notes, and an optional follow-up task. */
export async function logCallAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return logContact("call", form);
}

/** "Log an e-mail": notes, and an optional follow-up task. */
export async function logEmailAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return logContact("email", form);
}

/** "Add a note", and an optional follow-up task. */
export async function addNoteAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return logContact("note", form);
}

/** Moves the lead's status (a reason for lost); audited, with the mapped Meta event. */
export async function changeLeadStatusAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = leadStatusSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const result = await changeLeadStatus(user, parsed.data);
    leadPaths(parsed.data.leadId);
    const label = LEAD_STATUSES.find((s) => s.value === result.to)!.label;
    return succeeded(result.changed ? `Status: ${label}` : `The lead is already ${label.toLowerCase()}`);
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

/**
 * Merge two leads of one person: field by field, the other lead's history moves to this one, which
 * it is merged into (soft-deleted with mergedIntoId); Meta events stay counted once. Opens the survivor.
 */
export async function mergeLeadsAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = mergeFormSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await mergeLeads(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  redirect(`/crm/leads/${parsed.data.survivorId}?notice=leads-merged`);
}

/**
 * "Erase this person" (admins): the privacy request. Every record with the lead's e-mail or phone is
 * deleted for good; only an opt-out record stays. Audited without the personal data. Opens the leads.
 */
export async function erasePersonAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = erasePersonSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await erasePerson(admin, parsed.data.leadId);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidateCrm();
  redirect("/crm?tab=leads&notice=person-erased");
}
