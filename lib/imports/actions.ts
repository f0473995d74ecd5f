"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { requireRole } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { importIdSchema, importMappingSchema } from "@/lib/schemas/import";
import { cancelImport, discardImport, saveImportMapping } from "@/lib/imports/start-import";

/**
 * The import pages' server actions: admins only (an import vouches for the consent of every person in
 * the file, so it is the agency's call, not an agent's), checked inside each one. The upload itself is a
 * route handler (POST /api/imports), because a file of up to 50 MB is past any action's body limit.
 */
const page = (id: number) => `/crm/import/${id}`;

/** Saves the mapping and options; "Preview" shows the first rows as stored, "Start import" queues the job. */
export async function saveImportMappingAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireRole("admin");
  const values = formValues(form, { arrays: ["column"] });
  const parsed = importMappingSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const { started } = await saveImportMapping(user, parsed.data);
    revalidatePath(page(parsed.data.importId));
    revalidatePath("/crm/import");
    return succeeded(started ? "Import started. You can leave this page: it goes on in the background." : "Preview updated with this mapping.");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

/** Cancels an import: at once when it has not started, else between two batches. */
export async function cancelImportAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireRole("admin");
  const parsed = importIdSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("That import does not exist.");
  try {
    const result = await cancelImport(user, parsed.data.importId);
    revalidatePath(page(parsed.data.importId));
    revalidatePath("/crm/import");
    if (result === "finished") return failed("This import has already finished.");
    return succeeded(result === "cancelled" ? "Import cancelled: nothing was written." : "Cancelling: the rows being written now finish, then the import stops.");
  } catch (e) {
    return actionErrorOf(e);
  }
}

/** Deletes an upload whose import never started (and its stored file), then opens the import page. */
export async function discardImportAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireRole("admin");
  const parsed = importIdSchema.safeParse(formValues(form));
  if (!parsed.success || !(await discardImport(user, parsed.data.importId))) return failed("This upload does not exist or its import has started.");
  revalidatePath("/crm/import");
  redirect("/crm/import");
}
