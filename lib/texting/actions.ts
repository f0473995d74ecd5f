"use server";

import { revalidatePath } from "next/cache";
import { requireAccount, requireRole, requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { formatDateTime } from "@/lib/crm/format";
import { formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { smsTemplateSchema } from "@/lib/schemas/email-template";
import { manualTextSchema, mobileSchema } from "@/lib/schemas/texting";
import { sendManualText } from "@/lib/texting/manual-send";
import { saveSmsTemplate } from "@/lib/texting/templates";
import { saveMobile } from "@/lib/texting/mobile";

/** Texting's server actions (issue 33): an agent's text from the lead page, text templates (admins), a user's own mobile. */

/** What the lead page's reply form gets back: queued (maybe for later), or a question: send it when the law allows? */
export type SendTextState = ActionState & { confirm?: { message: string; sendAt: string }; sentId?: number };

export async function sendTextAction(_prev: SendTextState, form: FormData): Promise<SendTextState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = manualTextSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const result = await sendManualText(user, parsed.data);
    if (result.status === "confirm") return { status: "idle", message: result.message, values, confirm: { message: result.message, sendAt: result.sendAt.toISOString() }, at: Date.now() };
    revalidatePath(`/crm/leads/${parsed.data.leadId}`);
    return succeeded(result.waiting ? `Text scheduled for ${formatDateTime(result.sendAt.toISOString())} (${result.waiting})` : "Text sent", { sentId: result.id });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export type SavedTemplateState = ActionState & { id?: number };

export async function saveSmsTemplateAction(_prev: SavedTemplateState, form: FormData): Promise<SavedTemplateState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = smsTemplateSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const saved = await saveSmsTemplate(admin, parsed.data);
    revalidatePath("/admin/text-templates");
    return succeeded(parsed.data.templateId ? "Text template saved" : "Text template created", { id: saved.id });
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function saveMobileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const values = formValues(form);
  const parsed = mobileSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const saved = await saveMobile(account.id, parsed.data.mobile);
    revalidatePath("/account");
    return succeeded(saved ? `Mobile saved: ${saved}` : "Mobile removed");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}
