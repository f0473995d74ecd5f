import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { notConfiguredMessage } from "@/lib/payments/not-configured";
import { PaymentSection } from "@/components/checkout/payment-section";
import { SubscribeView } from "@/components/billing/subscribe-view";
import { BILLING_MESSAGES } from "@/lib/billing/messages";
import { CHECKOUT_MESSAGES } from "@/lib/checkout/messages";

/** The payment step's words when a provider has no keys: never "use the other one" when the other has none either. */
const cart = (config: Parameters<typeof PaymentSection>[0]["config"]) =>
  renderToStaticMarkup(<PaymentSection config={config} sessionId="s-1" identity={null} cartKey="k" total={45000} />);
const subscribe = (config: Parameters<typeof SubscribeView>[0]["config"]) =>
  renderToStaticMarkup(<SubscribeView plan="starter" planName="Starter" prices={{ month: 9700, year: 97000 }} initialInterval="month" config={config} initialIdentity={null} />);

describe("a payment tab without keys", () => {
  it("points to the other way to pay when that one is set up, and to us when neither is", () => {
    expect(notConfiguredMessage(CHECKOUT_MESSAGES, "card", true)).toBe(CHECKOUT_MESSAGES.cardNotConfigured);
    expect(notConfiguredMessage(CHECKOUT_MESSAGES, "paypal", true)).toBe(CHECKOUT_MESSAGES.paypalNotConfigured);
    expect(notConfiguredMessage(BILLING_MESSAGES, "card", false)).toBe(BILLING_MESSAGES.noneConfigured);
    expect(notConfiguredMessage(BILLING_MESSAGES, "paypal", false)).toBe(BILLING_MESSAGES.noneConfigured);
  });

  it("at the cart's checkout with neither set up: contact us, not the other tab", () => {
    const none = cart({ card: null, paypal: false });
    expect(none).toContain(CHECKOUT_MESSAGES.noneConfigured);
    expect(none).not.toContain(CHECKOUT_MESSAGES.cardNotConfigured);
  });

  it("when subscribing to a plan with neither set up: contact us, not \"Please choose PayPal\"", () => {
    const none = subscribe({ card: null, paypal: null });
    expect(none).toContain(BILLING_MESSAGES.noneConfigured);
    expect(none).not.toContain(BILLING_MESSAGES.cardNotConfigured);
  });
});
