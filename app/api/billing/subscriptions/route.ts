import { currentAccount } from "@/lib/auth/session";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { startSubscription } from "@/lib/billing/subscribe";
import { BILLING_LIMITS } from "@/lib/constants";
import { guardErrors } from "@/lib/http/guard-errors";
import { readJson } from "@/lib/http/read-json";
import { isCrossSite } from "@/lib/http/request-meta";
import { errorResponse, json } from "@/lib/http/responses";
import { hit } from "@/lib/rate-limit";
import { startSubscriptionSchema } from "@/lib/schemas/billing";

/**
 * POST /api/billing/subscriptions {plan, interval, provider, email, fullName}: starts a subscription for
 * the signed-in account (one waiting for approval may pay too) and answers what the browser needs to pay
 * it: Stripe's client secret, or PayPal's subscription id. Anything else in the body (a price, an amount)
 * is ignored. 401 signed out, 409 already subscribed, 429 too many starts, 502/503 provider trouble.
 */
export const POST = guardErrors("POST /api/billing/subscriptions", async (req: Request) => {
  if (isCrossSite(req)) return errorResponse(403, "Cross-site requests are not allowed");
  const account = await currentAccount();
  if (!account) return errorResponse(401, BILLING_MESSAGES.signIn);
  const { limit, windowSeconds } = BILLING_LIMITS.startsPerUser;
  const limited = await hit(`billing:start:${account.id}`, limit, windowSeconds);
  if (!limited.allowed) return errorResponse(429, BILLING_MESSAGES.tooMany, { "Retry-After": String(limited.retryAfterSeconds) });
  const body = await readJson(req, startSubscriptionSchema, { maxBytes: BILLING_LIMITS.maxBodyBytes });
  if (!body.ok) return body.response;
  const result = await startSubscription(account, body.data);
  return result.ok ? json(result.body, 201) : errorResponse(result.status, result.error);
});
