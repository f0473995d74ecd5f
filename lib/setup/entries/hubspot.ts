import type { SetupEntry } from "@/lib/setup/types";

/** HubSpot deal-stage webhooks → Meta events. */
export const hubspotEntry: SetupEntry = {
  key: "hubspot",
  title: "HubSpot",
  summary: "Deal stage changes in HubSpot become Meta conversion events. Without the secret the webhook answers 503.",
  variables: [
    {
      name: "HUBSPOT_CLIENT_SECRET",
      where: "HubSpot → Development → your app → Auth → Client secret. Then the app's Webhooks: the target URL below, subscription deal.propertyChange on dealstage.",
    },
  ],
  webhook: { path: "/api/crm/hubspot/webhook", endpoint: "hubspot" },
  links: [{ href: "/crm-integrations", label: "CRM integrations" }, { href: "/admin/stage-mappings", label: "Stage mappings" }],
};
