import type { SetupEntry } from "@/lib/setup/types";

/** Any CRM through Zapier's "Webhooks by Zapier → POST" step. */
export const zapierEntry: SetupEntry = {
  key: "zapier",
  title: "Zapier",
  summary: "Any CRM that Zapier reaches reports stage changes here. Without the secret the webhook answers 503.",
  variables: [
    {
      name: "ZAPIER_WEBHOOK_SECRET",
      where: "A long random text you choose; in the Zap's Webhooks by Zapier → POST step, add the header X-Webhook-Secret with the same text and the URL below.",
    },
  ],
  webhook: { path: "/api/crm/zapier/webhook", endpoint: "zapier" },
  links: [{ href: "/crm-integrations", label: "CRM integrations" }],
};
