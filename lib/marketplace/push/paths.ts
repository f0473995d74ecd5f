/**
 * The pages that render the delivery log, refreshed after "Send again". The portal's path is the
 * lead's to confirm when the portal lands (issue 31 §7); the admins' marketplace is /admin/marketplace.
 */
export const DELIVERY_LOG_PAGES = ["/admin/marketplace", "/portal"] as const;
