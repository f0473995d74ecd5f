import type { SetupEntry } from "@/lib/setup/types";

/** Salesforce Outbound Messages (SOAP) → Meta events. */
export const salesforceEntry: SetupEntry = {
  key: "salesforce",
  title: "Salesforce",
  summary: "Opportunity stage changes in Salesforce become Meta conversion events. Without the organisation id the webhook answers a SOAP fault.",
  variables: [
    {
      name: "SALESFORCE_ORG_ID",
      where: "Salesforce Setup → Company Information → Salesforce.com Organization ID (00D…). Then Setup → Outbound Messages → New: the endpoint URL below.",
    },
  ],
  webhook: { path: "/api/crm/salesforce/webhook", endpoint: "salesforce" },
  links: [{ href: "/crm-integrations", label: "CRM integrations" }, { href: "/admin/stage-mappings", label: "Stage mappings" }],
};
