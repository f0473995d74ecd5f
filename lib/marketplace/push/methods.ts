/** How a delivery reaches a buyer's own system, as the delivery log names it. No server-only code. */
export type PushMethod = "webhook" | "hubspot" | "zapier";

export const PUSH_METHOD_LABELS: Record<PushMethod, string> = { webhook: "Webhook", hubspot: "HubSpot", zapier: "Zapier" };

/** pending: sending or waiting for a retry; sent: delivered; failed: gave up; disabled: the endpoint answered 410 Gone. */
export type PushStatus = "pending" | "sent" | "failed" | "disabled";

export const PUSH_STATUS_LABELS: Record<PushStatus, string> = { pending: "Pending", sent: "Sent", failed: "Failed", disabled: "Endpoint disabled" };
