/**
 * Pages that need a signed-in user (and which of them need the admin role). proxy.ts uses this
 * list only to redirect early; every page still calls requireUser()/requireRole() itself.
 */
export const STAFF_PAGE_PREFIXES = [
  "/crm-dashboard",
  "/admin-dashboard-private",
  "/admin-funnel-private",
  "/admin-quote-private",
  "/alex-admin",
  "/lead-validation-test",
  "/crm-stage-test",
  "/crm-integrations",
  "/facebook-credentials",
  "/facebook-api-test",
  "/facebook-test",
  "/admin",
  "/account",
] as const;

export function isStaffPath(pathname: string): boolean {
  return STAFF_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Auth.js session cookie names (plain on http, __Secure- prefixed on https). */
export const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"] as const;
