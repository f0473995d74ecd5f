import "server-only";
import type { SetupEntry } from "@/lib/setup/types";

/** Stripe calls us when a payment succeeds or fails: orders settle even if the buyer closes the tab. */
export const stripeWebhookEntry: SetupEntry = {
  key: "stripe-webhook",
  title: "Stripe webhook",
  summary: "Stripe tells the app when a card payment succeeds or fails, and about subscriptions' invoices and changes. Without the secret the webhook answers 503: orders still settle on the confirmation page, subscriptions never start.",
  variables: [
    {
      name: "STRIPE_WEBHOOK_SECRET",
      where: "dashboard.stripe.com → Developers → Webhooks → Add endpoint (the URL below; events payment_intent.succeeded, payment_intent.payment_failed, invoice.paid, invoice.payment_failed, customer.subscription.updated, customer.subscription.deleted, charge.refunded, charge.dispute.created, charge.dispute.updated and charge.dispute.closed) → Signing secret (whsec_…).",
    },
  ],
  webhook: { path: "/api/stripe/webhook", endpoint: "stripe" },
};
