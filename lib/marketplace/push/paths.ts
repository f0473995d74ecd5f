/** The pages that render the delivery log, refreshed after "Send again": the admins' marketplace and the buyer's portal. */
export const DELIVERY_LOG_PAGES = ["/admin/marketplace", "/account/plan"] as const;
