/**
 * Setup steps for each CRM's webhook on the CRM Integrations page (the spec gives the tabs, not the
 * steps: these follow each vendor's current setup screens, integrations.md §3–6).
 */
export type CrmTabKey = "hubspot" | "pipedrive" | "salesforce" | "zapier";

export const CRM_TABS: Record<CrmTabKey, { label: string; path: string; variables: string[]; steps: string[] }> = {
  hubspot: {
    label: "HubSpot",
    path: "/api/crm/hubspot/webhook",
    variables: ["HUBSPOT_CLIENT_SECRET"],
    steps: [
      "In your HubSpot developer account, open your app and go to Webhooks.",
      "Paste the webhook URL below as the target URL.",
      "Create a subscription: object Deal, event Property change, property dealstage. Activate it.",
      "Copy the app's Client secret (Auth tab) into HUBSPOT_CLIENT_SECRET on this server. Every request is checked with HubSpot's v3 signature and must be under 5 minutes old.",
      "HubSpot sends only the deal id. The first time a deal arrives it is listed at /admin/webhooks: link it to the lead once, and its later stages match on their own.",
    ],
  },
  pipedrive: {
    label: "Pipedrive",
    path: "/api/crm/pipedrive/webhook",
    variables: ["PIPEDRIVE_WEBHOOK_USER", "PIPEDRIVE_WEBHOOK_PASSWORD"],
    steps: [
      "In Pipedrive, open Settings → Tools and apps → Webhooks and create a new webhook.",
      "Event action: change. Event object: deal. Version: 2.0. Endpoint URL: the webhook URL below.",
      "Fill HTTP Auth username and password with the values of PIPEDRIVE_WEBHOOK_USER and PIPEDRIVE_WEBHOOK_PASSWORD on this server (use a long random password).",
      "Pipedrive sends stage ids, not names: map your pipeline's stage ids at /admin/stage-mappings (a won deal is the stage \"won\").",
      "Put our lead id in the deal title as L-123 to match deals automatically; otherwise link them once at /admin/webhooks.",
    ],
  },
  salesforce: {
    label: "Salesforce",
    path: "/api/crm/salesforce/webhook",
    variables: ["SALESFORCE_ORG_ID"],
    steps: [
      "In Setup, create an Outbound Message on Opportunity (Process Automation → Workflow Actions → Outbound Messages), or a record-triggered Flow that sends one when StageName changes.",
      "Endpoint URL: the webhook URL below. Fields to send: Id, StageName, Amount, and the fields that identify the lead: a Lead_Id__c field holding our lead id (e.g. L-123), or the contact's e-mail or phone.",
      "Leave \"Send Session ID\" unchecked.",
      "Set SALESFORCE_ORG_ID on this server to your organisation id (Setup → Company Information). Messages from any other organisation are refused.",
      "Each message carries up to 100 notifications; every one is acknowledged, and a repeat is processed once.",
    ],
  },
  zapier: {
    label: "Zapier",
    path: "/api/crm/zapier/webhook",
    variables: ["ZAPIER_WEBHOOK_SECRET"],
    steps: [
      "Create a Zap triggered by your CRM's \"deal stage changed\" (or \"updated deal\") event.",
      "Add the action Webhooks by Zapier → POST, with the webhook URL below and Payload Type json (form also works).",
      "Under Headers add X-Webhook-Secret with the value of ZAPIER_WEBHOOK_SECRET on this server.",
      "Under Data send the fields listed below. crm_platform names the CRM: HubSpot, Pipedrive and Salesforce stages use their tables; other CRMs use the stage-change API's stage names.",
    ],
  },
};

export const ZAPIER_PAYLOAD = {
  // A documentation example: reserved example.com address and a 555-01xx number, never a real person.
  crm_platform: "HubSpot",
  lead_id: "123",
  stage_name: "closedwon",
  stage_value: 1850,
  lead_email: "maria.gonzalez@example.com",
  lead_phone: "(512) 555-0147",
  lead_first_name: "Maria",
  lead_last_name: "Gonzalez",
};

export const ZAPIER_SUPPORTED_CRMS = ["HubSpot", "Pipedrive", "Salesforce", "Zoho CRM", "AgencyZoom", "Insightly", "Close", "Keap", "Monday.com", "Any CRM Zapier connects to"];
