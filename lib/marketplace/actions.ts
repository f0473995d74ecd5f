"use server";

import { revalidatePath } from "next/cache";
import { SETUP_PROMISE_HOURS } from "@/lib/constants";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireAccount, requireRole, requireUser } from "@/lib/auth/session";
import { actionErrorOf } from "@/lib/crm/action-errors";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { buyerSetupSchema, pauseSchema, setupReviewSchema } from "@/lib/schemas/buyer-setup";
import { assignUnsoldSchema, grantSchema, leadReturnSchema, returnDecisionSchema } from "@/lib/schemas/lead-return";
import { reviewBuyerSetup, saveBuyerSetup, setDeliveriesPaused } from "@/lib/marketplace/buyer-setup";
import { decideReturn, reportDefect, ReturnConflictError } from "@/lib/marketplace/returns";
import { replacementWhen } from "@/lib/marketplace/emails";
import { assignUnsoldLead, grantPlan, releaseFromReview } from "@/lib/marketplace/admin-market";

/**
 * The marketplace's server actions (issue 31): the buyer's set-up, pause and defect reports, and the
 * admins' decisions. Each checks the user itself, parses with the shared schema and calls one service.
 */
const PORTAL = "/account/plan";
const ADMIN = "/admin/marketplace";

export type SetupState = ActionState & { webhookSecret?: string | null };

export async function saveBuyerSetupAction(_prev: SetupState, form: FormData): Promise<SetupState> {
  const user = await requireAccount();
  const values = formValues(form, { arrays: ["lines", "counties", "workDays"] });
  const parsed = buyerSetupSchema.safeParse(values);
  const { hubspotToken: _token, ...echo } = values;
  if (!parsed.success) return invalid(parsed.error, echo);
  try {
    const saved = await saveBuyerSetup(user, parsed.data, { submit: values.intent === "submit" });
    revalidatePath(PORTAL);
    const message = saved.submitted
      ? "Sent for approval. We review set-ups within 24–48 hours; leads start when it is approved."
      : saved.licenseToReview
        ? `Saved. Our team confirms your new license number within ${SETUP_PROMISE_HOURS.first}–${SETUP_PROMISE_HOURS.last} hours; leads wait until then.`
        : saved.status === "submitted" && values.intent !== "submit"
        ? "Saved. Your set-up is waiting for approval."
        : "Saved.";
    return succeeded(saved.webhookSecret ? `${message} Copy your webhook signing secret now: it is shown only once.` : message, { webhookSecret: saved.webhookSecret, values: echo });
  } catch (e) {
    return actionErrorOf(e, echo);
  }
}

export async function setPausedAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireAccount();
  const parsed = pauseSchema.safeParse(formValues(form));
  if (!parsed.success) return invalid(parsed.error);
  try {
    await setDeliveriesPaused(user, parsed.data.paused);
  } catch (e) {
    return actionErrorOf(e);
  }
  revalidatePath(PORTAL);
  return succeeded(parsed.data.paused ? "Deliveries paused: no new leads until you resume." : "Deliveries resumed.");
}

export async function reportDefectAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const user = await requireUser();
  const values = formValues(form);
  const parsed = leadReturnSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const outcome = await reportDefect(user, parsed.data);
    revalidatePath(`/crm/leads/${parsed.data.leadId}`);
    revalidatePath(PORTAL);
    return succeeded(outcome.status === "approved" ? `Return approved (${outcome.evidence}): ${replacementWhen(outcome.replacementNow)}.` : "Reported. Our quality team reviews it and tells you by e-mail.");
  } catch (e) {
    if (e instanceof ReturnConflictError) return failed(e.message);
    return actionErrorOf(e, values);
  }
}

export async function reviewSetupAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = setupReviewSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    const status = await reviewBuyerSetup(admin, parsed.data);
    revalidatePath(ADMIN);
    return succeeded(status === "approved" ? "Approved: deliveries start now." : "Sent back to the buyer with your note.");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function decideReturnAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = returnDecisionSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await decideReturn(admin, parsed.data);
    revalidatePath(ADMIN);
    return succeeded(parsed.data.decision === "approve" ? "Approved: the buyer is credited and a replacement is routed first." : "Refused: the buyer sees your reason.");
  } catch (e) {
    if (e instanceof ReturnConflictError) return failed(e.message);
    return actionErrorOf(e, values);
  }
}

export async function assignUnsoldAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = assignUnsoldSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await assignUnsoldLead(admin, parsed.data);
    revalidatePath(ADMIN);
    return succeeded("Delivered to the buyer: it counts against their plan.");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}

export async function releaseReviewAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ leadId: recordId() }).safeParse(formValues(form));
  if (!parsed.success) return failed("Unknown lead");
  try {
    const outcome = await releaseFromReview(admin, parsed.data.leadId);
    revalidatePath(ADMIN);
    return succeeded(
      outcome.outcome === "delivered"
        ? "Released and delivered to a buyer."
        : outcome.outcome === "queued"
          ? "Released: it is being routed in the background."
          : "Released: no buyer can take it now, so it is unsold inventory.",
    );
  } catch (e) {
    return actionErrorOf(e);
  }
}

export async function grantPlanAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = grantSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  try {
    await grantPlan(admin, parsed.data);
    revalidatePath(ADMIN);
    return succeeded("Plan granted.");
  } catch (e) {
    return actionErrorOf(e, values);
  }
}
