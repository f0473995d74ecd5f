import "server-only";
import type { SetupEntry } from "@/lib/setup/types";

/** Stripe calls us when a payment succeeds or fails: orders settle even if the buyer closes the tab. */
export const stripeWebhookEntry: SetupEntry = {
  key: "stripe-webhook",
  title: "Stripe webhook",
  summary: "Stripe tells the app when a card payment succeeds or fails. Without the secret the webhook answers 503; orders still settle on the confirmation page.",
  variables: [
    {
      name: "STRIPE_WEBHOOK_SECRET",
      where: "dashboard.stripe.com → Developers → Webhooks → Add endpoint (the URL below; events payment_intent.succeeded and payment_intent.payment_failed) → Signing secret (whsec_…).",
    },
  ],
  webhook: { path: "/api/stripe/webhook", endpoint: "stripe" },
};
