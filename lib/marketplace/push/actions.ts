"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { actionErrorOf, NOT_YOURS } from "@/lib/crm/action-errors";
import { failed, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";
import { resendPush } from "@/lib/marketplace/push/resend";
import { DELIVERY_LOG_PAGES } from "@/lib/marketplace/push/paths";

/**
 * The delivery log's server actions. "Send again": a buyer for their own pushes, an admin for any; a
 * push of another buyer is answered exactly like one that does not exist.
 */
const resendSchema = z.object({ pushId: recordId() });

export async function resendPushAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const parsed = resendSchema.safeParse(formValues(form));
  if (!parsed.success) return failed(NOT_YOURS);
  try {
    await resendPush(user, parsed.data.pushId);
  } catch (e) {
    return actionErrorOf(e);
  }
  for (const page of DELIVERY_LOG_PAGES) revalidatePath(page);
  return succeeded("Queued: it is sent again within seconds.");
}
