import "server-only";
import { env } from "@/lib/env";

/**
 * PayPal Orders v2 over plain fetch (integrations.md §8): OAuth client credentials against
 * PAYPAL_API_BASE (sandbox by default), create an order, capture it, and the v5 client token.
 */
const TIMEOUT_MS = 20_000;
/** Refresh the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's error name (UNPROCESSABLE_ENTITY…) and first issue (ORDER_NOT_APPROVED…), when given. */
    readonly name: string,
    readonly issue: string | null,
    message: string,
    readonly debugId: string | null = null,
  ) {
    super(message);
  }
}

export function paypalConfigured(): boolean {
  const e = env();
  return Boolean(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET);
}

/** The JS SDK's environment: live only against the live REST host. */
export function paypalEnvironment(): "sandbox" | "production" {
  return new URL(env().PAYPAL_API_BASE).hostname === "api-m.paypal.com" ? "production" : "sandbox";
}

export function paypalClientId(): string | null {
  return paypalConfigured() ? env().PAYPAL_CLIENT_ID! : null;
}

let token: { value: string; expiresAt: number; key: string } | undefined;

function base(): string {
  return env().PAYPAL_API_BASE.replace(/\/$/, "");
}

async function readBody(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function errorFrom(status: number, body: Record<string, unknown>): PayPalError {
  const details = Array.isArray(body.details) ? (body.details as { issue?: string; description?: string }[]) : [];
  const name = typeof body.name === "string" ? body.name : typeof body.error === "string" ? body.error : `HTTP_${status}`;
  const message =
    details[0]?.description ??
    (typeof body.message === "string" ? body.message : typeof body.error_description === "string" ? body.error_description : `PayPal answered ${status}`);
  return new PayPalError(status, name, details[0]?.issue ?? null, message, typeof body.debug_id === "string" ? body.debug_id : null);
}

/**
 * Asks PayPal for a new OAuth access token (client credentials), bypassing the cache: the checkout's
 * calls go through paypalAccessToken(); /admin's Test calls this to prove the credentials work.
 */
export async function fetchPayPalToken(): Promise<{ value: string; lifetimeMs: number }> {
  const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = env();
  if (!id || !secret) throw new PayPalError(503, "NOT_CONFIGURED", null, "PayPal is not configured");
  const res = await fetch(`${base()}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    },
    body: "grant_type=client_credentials",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await readBody(res);
  if (!res.ok || typeof body.access_token !== "string") throw errorFrom(res.status, body);
  return { value: body.access_token, lifetimeMs: (typeof body.expires_in === "number" ? body.expires_in : 300) * 1000 };
}

/** An OAuth access token, cached until shortly before it expires. */
export async function paypalAccessToken(): Promise<string> {
  const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = env();
  if (!id || !secret) throw new PayPalError(503, "NOT_CONFIGURED", null, "PayPal is not configured");
  const key = `${base()}|${id}`;
  if (token && token.key === key && token.expiresAt > Date.now()) return token.value;
  const fresh = await fetchPayPalToken();
  token = { value: fresh.value, expiresAt: Date.now() + Math.max(fresh.lifetimeMs - TOKEN_MARGIN_MS, fresh.lifetimeMs / 2), key };
  return token.value;
}

/** For tests: forget the cached token. */
export function resetPayPalToken(): void {
  token = undefined;
}

/**
 * One REST call with the cached token (a 401 fetches a new token once): JSON in and out, the
 * PayPal-Request-Id when given; a non-2xx answer throws PayPalError with PayPal's own name and issue.
 * Billing (lib/billing/paypal.ts) calls the Subscriptions, Catalog and Payments APIs through it.
 */
export async function paypalRequest(path: string, init: { method: string; body?: unknown; requestId?: string }): Promise<{ status: number; body: Record<string, unknown> }> {
  for (let attempt = 0; ; attempt++) {
    const access = await paypalAccessToken();
    const res = await fetch(`${base()}${path}`, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${access}`,
        "Content-Type": "application/json",
        Accept: "application/json",
        Prefer: "return=representation",
        ...(init.requestId ? { "PayPal-Request-Id": init.requestId } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await readBody(res);
    // An expired or revoked token: fetch a new one once.
    if (res.status === 401 && attempt === 0) {
      token = undefined;
      continue;
    }
    if (!res.ok) throw errorFrom(res.status, body);
    return { status: res.status, body };
  }
}

export type PayPalOrder = { id: string; status: string };

/** POST /v2/checkout/orders: intent CAPTURE, one purchase unit; the value is a decimal string. */
export async function createPayPalOrder(input: {
  requestId: string;
  referenceId: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
  description: string;
}): Promise<PayPalOrder> {
  const { body } = await paypalRequest("/v2/checkout/orders", {
    method: "POST",
    requestId: input.requestId,
    body: {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: input.referenceId,
          invoice_id: input.invoiceId,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency, value: centsToValue(input.amountCents) },
        },
      ],
    },
  });
  if (typeof body.id !== "string") throw new PayPalError(502, "BAD_RESPONSE", null, "PayPal answered without an order id");
  return { id: body.id, status: String(body.status ?? "") };
}

/** The v5 SDK's client token (POST /v1/identity/generate-token); null when PayPal refuses. */
export async function generatePayPalClientToken(): Promise<string | null> {
  try {
    const { body } = await paypalRequest("/v1/identity/generate-token", { method: "POST", body: {} });
    return typeof body.client_token === "string" ? body.client_token : null;
  } catch {
    return null;
  }
}

/** 4900 → "49.00". */
export function centsToValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "49.00" → 4900; null for anything that is not a plain decimal amount. */
export function valueToCents(value: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
