/** A bank's dispute of a card payment, as we keep it (lib/billing/disputes.ts, lib/checkout/order-disputes.ts). No server-only code: badges read it. */
export type DisputeStatus = "inquiry" | "open" | "won" | "lost" | "closed";
/** A bank's inquiry or chargeback still waiting for its decision: what /admin asks the admins to answer. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ["inquiry", "open"];
