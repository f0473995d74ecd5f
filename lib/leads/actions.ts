"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { approveUnqualifiedLead } from "@/lib/leads/unqualified";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/unqualified-leads page's server action: admins only, checked inside. */
const PAGE = "/admin/unqualified-leads";

const approveSchema = z.object({
  unqualifiedId: recordId(),
  notes: z.string().trim().max(1000, "Notes must be at most 1000 characters").optional(),
});

/** An admin approves a lead that failed the qualification rule; the service audits it. */
export async function approveUnqualifiedLeadAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = approveSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  if (!(await approveUnqualifiedLead(parsed.data.unqualifiedId, admin.id, parsed.data.notes || null))) return failed("This lead does not exist or was already approved.");
  revalidatePath(PAGE);
  return succeeded("Lead approved");
}
