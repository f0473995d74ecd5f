"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { deleteStageMapping, saveStageMapping } from "@/lib/integrations/crm/stage-mappings";
import { CRM_PROVIDER_LABELS } from "@/lib/constants";
import { stageMappingSchema } from "@/lib/schemas/stage-mapping";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/stage-mappings page's server actions: admins only, checked inside each one; the service audits. */
const PAGE = "/admin/stage-mappings";

/** Adds a mapping or overrides a default (the same CRM and stage replaces it). */
export async function saveStageMappingAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = stageMappingSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  await saveStageMapping(parsed.data, admin.id);
  revalidatePath(PAGE);
  const { provider, stage, event } = parsed.data;
  return succeeded(`${CRM_PROVIDER_LABELS[provider]}: ${stage} → ${event === "none" ? "no event" : event}`);
}

/** Removes a custom mapping: the stage falls back to its default, or is unmapped again. */
export async function deleteStageMappingAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ mappingId: recordId() }).safeParse(formValues(form));
  if (!parsed.success || !(await deleteStageMapping(parsed.data.mappingId, admin.id))) return failed("This mapping does not exist any more.");
  revalidatePath(PAGE);
  return succeeded("Mapping removed");
}
