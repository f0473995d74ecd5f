import { startFakePayPal, type FakePayPal } from "../test/fakes/paypal";
import { startFakeStripe, type FakeStripe } from "../test/fakes/stripe";
import { startSecondServer } from "./second-server";

/**
 * The suite's main server runs without payment keys (the not-configured state). The paying
 * journeys need a server whose Stripe and PayPal point at local fakes: this starts a second
 * `next start` on the same build, database and AUTH_SECRET, with the fakes in its environment.
 */
export type PaymentsServer = { url: string; stripe: FakeStripe; paypal: FakePayPal; stop(): Promise<void> };

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const stripe = await startFakeStripe();
  const paypal = await startFakePayPal();
  const server = await startSecondServer("payments", (url) => {
    stripe.webhookUrl = `${url}/api/stripe/webhook`;
    paypal.billing.state.webhookUrl = `${url}/api/paypal/webhook`;
    return {
      PAYPAL_WEBHOOK_ID: paypal.billing.state.webhookId,
      STRIPE_SECRET_KEY: stripe.secretKey,
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: paypal.url,
    };
  });
  return {
    url: server.url,
    stripe,
    paypal,
    async stop() {
      await server.stop();
      await Promise.all([stripe.close(), paypal.close()]);
    },
  };
}
