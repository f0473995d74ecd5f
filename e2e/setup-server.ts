import { startFakeMetaGraph, type FakeMetaGraph } from "../test/fakes/meta-graph";
import { startFakeOpenAI, type FakeOpenAi } from "../test/fakes/openai";
import { startFakePayPal, type FakePayPal } from "../test/fakes/paypal";
import { startFakeStripe, type FakeStripe } from "../test/fakes/stripe";
import { startSecondServer } from "./second-server";

/**
 * The suite's main server runs with no provider keys (every row of /admin "not configured"). The
 * Test-button journeys need a server whose providers point at local fakes: this starts a second
 * `next start` on the same build, database and AUTH_SECRET (as e2e/checkout-server.ts does), with
 * Stripe, PayPal and Meta configured with the keys their fakes accept, and OpenAI with a key its fake
 * refuses, so one page shows both "working" and "failing" with the provider's own message.
 */
export type SetupServer = { url: string; stripe: FakeStripe; paypal: FakePayPal; meta: FakeMetaGraph; openai: FakeOpenAi; stop(): Promise<void> };

export async function startSetupServer(): Promise<SetupServer> {
  const [stripe, paypal, meta, openai] = await Promise.all([startFakeStripe(), startFakePayPal(), startFakeMetaGraph({ pixelName: "Agency dataset" }), startFakeOpenAI()]);
  const server = await startSecondServer("setup", () => ({
    STRIPE_SECRET_KEY: stripe.secretKey,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_BASE: paypal.url,
    FACEBOOK_PIXEL_ID: meta.pixelId,
    FACEBOOK_ACCESS_TOKEN: meta.accessToken,
    FACEBOOK_GRAPH_URL: meta.url,
    OPENAI_API_KEY: "sk-not-the-right-key",
    OPENAI_BASE_URL: openai.baseURL,
  }));
  return {
    url: server.url,
    stripe,
    paypal,
    meta,
    openai,
    async stop() {
      await server.stop();
      await Promise.all([stripe.close(), paypal.close(), meta.close(), openai.close()]);
    },
  };
}
