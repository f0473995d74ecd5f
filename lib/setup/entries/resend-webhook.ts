import "server-only";
import type { SetupEntry } from "@/lib/setup/types";

/**
 * Resend tells the app what became of each e-mail (issue 26: delivery truth): delivered, opened,
 * clicked, bounced, complained. Bounces and complaints stop every sequence to that address.
 */
export const resendWebhookEntry: SetupEntry = {
  key: "resend-webhook",
  title: "E-mail delivery events (Resend webhook)",
  summary:
    "Resend reports each e-mail's fate: delivered, opened, clicked, bounced or complained. The lead's timeline and the automation reports show it, and a bounced or complaining address gets nothing more. Without the secret the webhook answers 503 and e-mails stay at \"sent\".",
  variables: [
    {
      name: "RESEND_WEBHOOK_SECRET",
      where:
        "resend.com → Webhooks → Add Webhook (the URL below; events email.sent, email.delivered, email.opened, email.clicked, email.bounced, email.complained) → open the webhook → Signing Secret (whsec_…).",
    },
  ],
  webhook: { path: "/api/resend/webhook", endpoint: "resend" },
};
