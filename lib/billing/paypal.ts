import "server-only";
import { centsToValue, PayPalError, paypalConfigured, paypalRequest, valueToCents } from "@/lib/payments/paypal/client";
import type { BillingIntervalValue, BillingPlanKey } from "@/lib/constants";
import type { ProviderSnapshot } from "@/lib/billing/snapshot";

/**
 * PayPal Subscriptions (Billing v1), Catalog Products and the v1 sale refund over the shared REST client
 * (reference/messaging-billing.md §4). PayPal-Request-Id on every create, derived from our own rows.
 */
export { PayPalError, paypalConfigured };

const PAYPAL_STATUS: Record<string, ProviderSnapshot["status"]> = {
  APPROVAL_PENDING: "incomplete",
  APPROVED: "incomplete",
  ACTIVE: "active",
  SUSPENDED: "suspended",
  CANCELLED: "canceled",
  EXPIRED: "canceled",
};

export type PayPalSubscription = {
  id: string;
  status: string;
  planId: string;
  customId: string | null;
  statusUpdateTime: Date | null;
  nextBillingTime: Date | null;
  lastFailedPayment: { amountCents: number | null; time: Date | null; reason: string | null } | null;
};

const str = (v: unknown) => (typeof v === "string" ? v : null);
const date = (v: unknown) => (typeof v === "string" && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

/** A subscription resource (GET, or an event's resource) in our words. */
export function readPayPalSubscription(body: Record<string, unknown>): PayPalSubscription {
  const billing = (body.billing_info ?? {}) as Record<string, unknown>;
  const failed = billing.last_failed_payment as { amount?: { value?: string }; time?: string; reason_code?: string } | undefined;
  return {
    id: String(body.id ?? ""),
    status: String(body.status ?? ""),
    planId: String(body.plan_id ?? ""),
    customId: str(body.custom_id),
    statusUpdateTime: date(body.status_update_time),
    nextBillingTime: date(billing.next_billing_time),
    lastFailedPayment: failed
      ? { amountCents: failed.amount?.value ? valueToCents(failed.amount.value) : null, time: date(failed.time), reason: failed.reason_code ?? null }
      : null,
  };
}

export function paypalSnapshot(sub: PayPalSubscription, planOf: { plan: BillingPlanKey; interval: BillingIntervalValue } | null): ProviderSnapshot {
  const status = PAYPAL_STATUS[sub.status] ?? "incomplete";
  return {
    id: sub.id,
    status,
    plan: planOf?.plan ?? null,
    interval: planOf?.interval ?? null,
    // PayPal has no "cancel at period end": a cancelled subscription bills no more at once (the paid period runs on, lib/billing/transitions.ts).
    cancelAtPeriodEnd: false,
    canceledAt: status === "canceled" ? sub.statusUpdateTime : null,
    ref: sub.customId,
  };
}

export async function getPayPalSubscription(id: string): Promise<PayPalSubscription> {
  const { body } = await paypalRequest(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: "GET" });
  return readPayPalSubscription(body);
}

const approveLink = (body: Record<string, unknown>) =>
  (Array.isArray(body.links) ? (body.links as { rel?: string; href?: string }[]) : []).find((l) => l.rel === "approve")?.href ?? null;

/** A subscription the buyer approves in PayPal's window (createSubscription of the JS SDK returns its id). */
export async function createPayPalSubscription(input: {
  planId: string;
  ref: number;
  email: string;
  brand: string;
  returnUrl: string;
  cancelUrl: string;
  requestId: string;
}): Promise<{ id: string; status: string; approveUrl: string | null }> {
  const { body } = await paypalRequest("/v1/billing/subscriptions", {
    method: "POST",
    requestId: input.requestId,
    body: {
      plan_id: input.planId,
      custom_id: String(input.ref),
      subscriber: { email_address: input.email },
      application_context: {
        brand_name: input.brand.slice(0, 127),
        shipping_preference: "NO_SHIPPING",
        user_action: "SUBSCRIBE_NOW",
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
    },
  });
  if (typeof body.id !== "string") throw new PayPalError(502, "BAD_RESPONSE", null, "PayPal answered without a subscription id");
  return { id: body.id, status: String(body.status ?? ""), approveUrl: approveLink(body) };
}

/** A new plan for the subscription: PayPal asks the buyer to approve it, and bills it from the next cycle. */
export async function revisePayPalSubscription(input: { id: string; planId: string; returnUrl: string; cancelUrl: string }): Promise<{ approveUrl: string | null }> {
  const { body } = await paypalRequest(`/v1/billing/subscriptions/${encodeURIComponent(input.id)}/revise`, {
    method: "POST",
    body: { plan_id: input.planId, application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl } },
  });
  return { approveUrl: approveLink(body) };
}

/** Stops all future billing now; a subscription already cancelled counts as done. */
export async function cancelPayPalSubscription(id: string, reason: string): Promise<void> {
  try {
    await paypalRequest(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { method: "POST", body: { reason: reason.slice(0, 127) } });
  } catch (e) {
    const now = await getPayPalSubscription(id).catch(() => null);
    if (now && (now.status === "CANCELLED" || now.status === "EXPIRED")) return;
    throw e;
  }
}

/** POST /v1/payments/sale/{id}/refund: the refund row's id is the PayPal-Request-Id. */
export async function refundPayPalSale(input: { saleId: string; amountCents: number; requestId: string }): Promise<string> {
  const { body } = await paypalRequest(`/v1/payments/sale/${encodeURIComponent(input.saleId)}/refund`, {
    method: "POST",
    requestId: input.requestId,
    body: { amount: { total: centsToValue(input.amountCents), currency: "USD" } },
  });
  if (typeof body.id !== "string") throw new PayPalError(502, "BAD_RESPONSE", null, "PayPal answered without a refund id");
  if (body.state === "failed") throw new PayPalError(422, "REFUND_FAILED", null, "PayPal refused the refund");
  return body.id;
}

export type PayPalWebhookHeaders = { transmissionId: string; transmissionTime: string; transmissionSig: string; certUrl: string; authAlgo: string };

/** PayPal checks the transmission's signature for us (POST /v1/notifications/verify-webhook-signature). */
export async function verifyPayPalWebhook(headers: PayPalWebhookHeaders, webhookId: string, event: unknown): Promise<boolean> {
  const { body } = await paypalRequest("/v1/notifications/verify-webhook-signature", {
    method: "POST",
    body: {
      auth_algo: headers.authAlgo,
      cert_url: headers.certUrl,
      transmission_id: headers.transmissionId,
      transmission_sig: headers.transmissionSig,
      transmission_time: headers.transmissionTime,
      webhook_id: webhookId,
      webhook_event: event,
    },
  });
  return body.verification_status === "SUCCESS";
}

export async function listPayPalWebhooks(): Promise<{ id: string; url: string; events: string[] }[]> {
  const { body } = await paypalRequest("/v1/notifications/webhooks", { method: "GET" });
  const hooks = Array.isArray(body.webhooks) ? (body.webhooks as { id?: string; url?: string; event_types?: { name?: string }[] }[]) : [];
  return hooks.map((h) => ({ id: String(h.id ?? ""), url: String(h.url ?? ""), events: (h.event_types ?? []).map((t) => String(t.name ?? "")) }));
}

/** PayPal's words for a failed call, safe to show. */
export function paypalMessage(e: unknown): string {
  if (e instanceof PayPalError) return e.status >= 500 || e.status === 503 ? "PayPal could not be reached. Please try again in a few minutes." : `PayPal: ${e.message}`;
  return "PayPal could not be reached. Please try again in a few minutes.";
}
