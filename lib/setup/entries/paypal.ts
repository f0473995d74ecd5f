import "server-only";
import { fetchPayPalToken, PayPalError, paypalConfigured, paypalEnvironment } from "@/lib/payments/paypal/client";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

/** Asks PayPal for an OAuth token with the client id and secret (no order is created). */
async function testPayPal(): Promise<TestOutcome> {
  if (!paypalConfigured()) return { ok: false, message: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must both be set" };
  try {
    await fetchPayPalToken();
    return { ok: true, message: `PayPal issued an access token (${paypalEnvironment()}).` };
  } catch (e) {
    if (e instanceof PayPalError) return { ok: false, message: `${e.name}: ${e.message}` };
    return { ok: false, message: e instanceof Error && e.name === "TimeoutError" ? "PayPal did not answer in time" : "Could not reach PayPal" };
  }
}

export const paypalEntry: SetupEntry = {
  key: "paypal",
  title: "PayPal",
  summary: "PayPal buttons at the checkout. Without both values the PayPal tab says PayPal is not configured. PAYPAL_API_BASE chooses live (https://api-m.paypal.com) or the sandbox (the default).",
  variables: [
    { name: "PAYPAL_CLIENT_ID", where: "developer.paypal.com → Apps & Credentials → your app (Live or Sandbox) → Client ID." },
    { name: "PAYPAL_CLIENT_SECRET", where: "The same app → Secret key 1 (Show)." },
  ],
  also: ["PAYPAL_API_BASE"],
  test: { label: "Get an OAuth token", explains: "Asks PayPal for an access token with the client id and secret.", run: testPayPal },
};
