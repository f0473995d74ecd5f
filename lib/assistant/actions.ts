"use server";

import { revalidatePath } from "next/cache";
import { requireRole } from "@/lib/auth/session";
import { CONFIG_SAVED_MESSAGE, saveAssistantConfig } from "@/lib/assistant/config";
import { configErrorField, configFromForm } from "@/lib/assistant/config-form";
import { assistantConfigSchema } from "@/lib/schemas/assistant-config";
import { CHECK_THE_FIELDS, failed, fieldErrorsFrom, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";

/**
 * /alex-admin's Save Configuration: admins only, checked inside; the shared schema; audited by the
 * service. (GET and POST /api/alex/config stay for the spec's callers; the page saves through this.)
 */
export async function saveAssistantConfigAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = assistantConfigSchema.safeParse(configFromForm(formValues(form)));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(fieldErrorsFrom(parsed.error))) (fieldErrors[configErrorField(path)] ??= []).push(...messages);
    return failed(CHECK_THE_FIELDS, { fieldErrors });
  }
  await saveAssistantConfig(parsed.data, admin.id);
  revalidatePath("/alex-admin");
  return succeeded(CONFIG_SAVED_MESSAGE);
}
