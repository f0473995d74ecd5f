"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { recordAudit } from "@/lib/audit/record";
import { resendConversionEvent } from "@/lib/integrations/meta/ledger";
import { failed, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/conversions page's server action: admins only, checked inside. */
const PAGE = "/admin/conversions";

/** Puts a failed conversion event back in Meta's queue (within Meta's 7-day window); audited. */
export async function resendConversionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ eventId: recordId() }).safeParse(formValues(form));
  if (!parsed.success) return failed("Conversion event not found");
  const result = await resendConversionEvent(parsed.data.eventId);
  if (!result.ok) return failed(result.error);
  await recordAudit({ actorId: admin.id, action: "conversion_event.resend", entity: "conversion_event", entityId: parsed.data.eventId });
  revalidatePath(PAGE);
  return succeeded("Event queued for delivery");
}
