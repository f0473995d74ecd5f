"use server";

import { revalidatePath } from "next/cache";
import { requireRole, requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { emailTemplateSchema, templatePreviewSchema } from "@/lib/schemas/email-template";
import { automationFormSchema, automationToggleSchema } from "@/lib/schemas/automation";
import { availableNowSchema, workingHoursSchema } from "@/lib/schemas/availability";
import { previewTemplate, saveEmailTemplate, type TemplatePreview } from "@/lib/automations/templates";
import { saveAutomation, setAutomationActive } from "@/lib/automations/manage";
import { saveWorkingHours, setAvailableNow } from "@/lib/crm/agents/availability";

/** The server actions of /admin/templates, /admin/automations (admins) and of agents' availability (My Day, /account). */

export type SavedState = ActionState & { id?: number };

export async function saveEmailTemplateAction(_prev: SavedState, form: FormData): Promise<SavedState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = emailTemplateSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const saved = await saveEmailTemplate(admin, parsed.data);
    revalidatePath("/admin/templates");
    return succeeded(parsed.data.templateId ? "Template saved" : "Template created", { id: saved.id });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export type PreviewState = ActionState & { preview?: TemplatePreview };

export async function previewTemplateAction(_prev: PreviewState, form: FormData): Promise<PreviewState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = templatePreviewSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const preview = await previewTemplate(admin, parsed.data);
    return succeeded(`Preview for lead #${preview.lead.id} ${preview.lead.fullName}`, { preview });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function saveAutomationAction(_prev: SavedState, form: FormData): Promise<SavedState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = automationFormSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const saved = await saveAutomation(admin, parsed.data);
    revalidatePath("/admin/automations");
    return succeeded(parsed.data.automationId ? "Automation saved" : "Automation created", { id: saved.id });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function toggleAutomationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = automationToggleSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("Unknown automation");
  try {
    await setAutomationActive(admin, parsed.data.automationId, parsed.data.isActive);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidatePath("/admin/automations");
  return succeeded(parsed.data.isActive ? "Automation switched on" : "Automation switched off");
}

export async function setAvailableNowAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = availableNowSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("Please try again");
  await setAvailableNow(user, parsed.data.availableNow);
  revalidatePath("/crm");
  return succeeded(parsed.data.availableNow ? "You are available: new leads can come to you" : "You are away: no new leads come to you");
}

export async function saveWorkingHoursAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form, { arrays: ["workDays"] });
  const parsed = workingHoursSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await saveWorkingHours(user, parsed.data);
  } catch (e) {
    return actionErrorOf(e, values);
  }
  revalidatePath("/crm");
  revalidatePath("/account");
  revalidatePath("/admin/agents");
  return succeeded("Working hours saved");
}
