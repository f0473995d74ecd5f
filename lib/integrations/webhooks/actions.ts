"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { linkDeliveryToLead, reprocessDelivery } from "@/lib/integrations/webhooks/inbox";
import { linkLeadSchema } from "@/lib/schemas/conversion-test";
import { CHECK_THE_FIELDS, failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/webhooks page's server actions: admins only, checked inside each one; the service audits. */
const PAGE = "/admin/webhooks";

const deliveryRef = z.object({ deliveryId: recordId() });

/** This unmatched CRM deal is that lead: link it (later deliveries match on their own) and process it again. */
export async function linkDeliveryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const ref = deliveryRef.safeParse(values);
  if (!ref.success) return failed("Delivery not found");
  const parsed = linkLeadSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const result = await linkDeliveryToLead(ref.data.deliveryId, parsed.data.leadId, admin.id);
  if (!result.ok) return result.field ? failed(CHECK_THE_FIELDS, { fieldErrors: { [result.field]: [result.error] }, values }) : failed(result.error);
  revalidatePath(PAGE);
  return succeeded(`Delivery processed again for lead ${parsed.data.leadId}.`);
}

/** Processes a stored delivery again (e.g. after adding a stage mapping). */
export async function reprocessDeliveryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const ref = deliveryRef.safeParse(formValues(form));
  if (!ref.success) return failed("Delivery not found");
  const result = await reprocessDelivery(ref.data.deliveryId, admin.id);
  if (!result.ok) return failed(result.error);
  revalidatePath(PAGE);
  return succeeded("Delivery queued for processing");
}
