import "server-only";
import { syncPayPalCatalog } from "@/lib/billing/catalog";
import { paypalMessage } from "@/lib/billing/paypal";
import { paypalConfigured } from "@/lib/payments/paypal/client";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

/** Creates what is missing of the plans' catalog Products and billing Plans at PayPal, then says what exists. */
async function testPayPalBilling(): Promise<TestOutcome> {
  if (!paypalConfigured()) return { ok: false, message: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must both be set" };
  try {
    const result = await syncPayPalCatalog();
    return { ok: true, message: `${result.prices} billing plans are active at PayPal${result.created.length ? ` (created now: ${result.created.join(", ")})` : ""}.` };
  } catch (e) {
    return { ok: false, message: paypalMessage(e) };
  }
}

export const paypalBillingEntry: SetupEntry = {
  key: "paypal-billing",
  title: "PayPal subscription plans",
  summary: "The plans' monthly and annual billing Plans at PayPal (and their catalog Products), created by the Test (or npm run billing:setup), never typed by hand. Without them PayPal subscriptions cannot start.",
  variables: [
    { name: "PAYPAL_CLIENT_ID", where: "The PayPal row above." },
    { name: "PAYPAL_CLIENT_SECRET", where: "The PayPal row above." },
  ],
  also: ["PAYPAL_API_BASE"],
  links: [{ href: "https://www.paypal.com/billing/plans", label: "PayPal → Subscriptions → Plans" }],
  test: { label: "Create or check the plans", explains: "Creates what is missing of 4 products and 8 billing plans at PayPal; changes nothing that exists.", run: testPayPalBilling },
};
