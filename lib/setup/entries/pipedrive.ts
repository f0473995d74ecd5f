import type { SetupEntry } from "@/lib/setup/types";

/** Pipedrive deal webhooks (HTTP Basic) → Meta events. */
export const pipedriveEntry: SetupEntry = {
  key: "pipedrive",
  title: "Pipedrive",
  summary: "Deal changes in Pipedrive become Meta conversion events. Without both values the webhook answers 503.",
  variables: [
    { name: "PIPEDRIVE_WEBHOOK_USER", where: "Any user name you choose; Pipedrive → Tools and apps → Webhooks → Create new webhook → HTTP Auth username." },
    { name: "PIPEDRIVE_WEBHOOK_PASSWORD", where: "A long random password you choose; the same form → HTTP Auth password. Event: deal, action: change." },
  ],
  webhook: { path: "/api/crm/pipedrive/webhook", endpoint: "pipedrive" },
  links: [{ href: "/crm-integrations", label: "CRM integrations" }, { href: "/admin/stage-mappings", label: "Stage mappings" }],
};
