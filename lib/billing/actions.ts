"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { requireAccount, requireRole } from "@/lib/auth/session";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";
import { adminRefundSchema, changePlanSchema, subscriptionActionSchema } from "@/lib/schemas/billing";
import { adminRefund, moneyBack, retryRefunds } from "@/lib/billing/refunds";
import { cancelSubscription, changePlan, paymentMethodUrl, undoCancel, type ServiceResult } from "@/lib/billing/self-service";
import type { BillingIntervalValue, BillingPlanKey } from "@/lib/constants";
import { z } from "zod";

/**
 * The buyer's billing self-service (/account/billing) and the admins' refunds (/admin/billing). Each
 * action checks who calls it, parses with the shared schema and calls one service; a buyer acts on their
 * own subscriptions only (another's is "not found"). An account still waiting for approval may manage
 * what it pays for.
 */
const BUYER_PAGE = "/account/billing";

function answer(result: ServiceResult | { ok: true; message: string } | { ok: false; error: string }): ActionState {
  if (!result.ok) return failed(result.error);
  if ("redirect" in result && result.redirect) redirect(result.redirect);
  return succeeded(result.message);
}

async function parsed<S extends z.ZodType>(schema: S, form: FormData): Promise<{ ok: true; data: z.output<S> } | { ok: false; state: ActionState }> {
  const values = formValues(form);
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, state: invalid(result.error, values) };
}

export async function changePlanAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(changePlanSchema, form);
  if (!input.ok) return input.state;
  const result = await changePlan(account.id, input.data.subscriptionId, input.data.plan as BillingPlanKey, input.data.interval as BillingIntervalValue);
  revalidatePath(BUYER_PAGE);
  return answer(result);
}

export async function cancelSubscriptionAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(subscriptionActionSchema, form);
  if (!input.ok) return input.state;
  const result = await cancelSubscription(account.id, input.data.subscriptionId);
  revalidatePath(BUYER_PAGE);
  return answer(result);
}

export async function undoCancelAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(subscriptionActionSchema, form);
  if (!input.ok) return input.state;
  const result = await undoCancel(account.id, input.data.subscriptionId);
  revalidatePath(BUYER_PAGE);
  return answer(result);
}

/** Cancel with the 30-day money-back guarantee: ended now, every payment refunded in full. */
export async function moneyBackAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(subscriptionActionSchema, form);
  if (!input.ok) return input.state;
  const result = await moneyBack(account.id, input.data.subscriptionId);
  revalidatePath(BUYER_PAGE);
  return answer(result);
}

export async function retryRefundAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(subscriptionActionSchema, form);
  if (!input.ok) return input.state;
  const admin = account.role === "admin" && account.status === "active";
  const result = await retryRefunds(input.data.subscriptionId, { userId: account.id, admin });
  revalidatePath(BUYER_PAGE);
  if (admin) revalidatePath(`/admin/billing/${input.data.subscriptionId}`);
  return answer(result);
}

const methodSchema = z.object({ provider: z.enum(["stripe", "paypal"], { error: "Choose card or PayPal" }) });

/** To Stripe's Customer Portal (a fresh link each time) or PayPal's automatic payments page. */
export async function paymentMethodAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const account = await requireAccount();
  const input = await parsed(methodSchema, form);
  if (!input.ok) return input.state;
  return answer(await paymentMethodUrl(account.id, input.data.provider));
}

/** An admin refunds one payment (all or part) with a reason, optionally ending the subscription now. */
export async function adminRefundAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const input = await parsed(adminRefundSchema, form);
  if (!input.ok) return input.state;
  const result = await adminRefund(admin.id, { paymentId: input.data.paymentId, amountCents: input.data.amount, reason: input.data.reason, cancel: input.data.cancel });
  revalidatePath("/admin/billing", "layout");
  return answer(result);
}
