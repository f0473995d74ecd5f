/**
 * The staff navigation (issue 25): every staff tool, grouped, one click away from every staff page.
 * The one list of them: add a page here and it appears in the bar for the roles that may open it.
 * `access` mirrors the page's own check (e2e/access-matrix.ts): "user" = every approved staff user
 * (agents, sales, admins), "admin" = admins only, "buyer" = agents (the licensed agents who buy leads:
 * their plan and deliveries). `also`: further paths that belong to the item (its sub-pages), marked as the
 * current section. Items under /crm carry their tab in the query (`?tab=`). No server-only code here:
 * the bar's client island reads it.
 */
export type StaffNavAccess = "user" | "admin" | "buyer";
export type StaffNavItem = { label: string; href: string; access: StaffNavAccess; also?: string[] };
export type StaffNavGroup = { label: string; items: StaffNavItem[] };

export const STAFF_NAV: readonly StaffNavGroup[] = [
  {
    label: "Work",
    items: [
      { label: "My Day", href: "/crm?tab=day", access: "user" },
      { label: "Leads", href: "/crm?tab=leads", access: "user", also: ["/crm/leads/"] },
      { label: "Accounts", href: "/crm?tab=accounts", access: "user", also: ["/crm/accounts/"] },
      { label: "Opportunities", href: "/crm?tab=opportunities", access: "user", also: ["/crm/opportunities/"] },
      { label: "Activities", href: "/crm?tab=activities", access: "user", also: ["/crm/activities/"] },
      { label: "Reports", href: "/crm?tab=reports", access: "user" },
      { label: "My plan", href: "/account/plan", access: "buyer", also: ["/account/plan/"] },
    ],
  },
  {
    label: "Admin",
    items: [
      { label: "Setup", href: "/admin", access: "admin" },
      { label: "Marketplace", href: "/admin/marketplace", access: "admin" },
      { label: "Agents", href: "/admin/agents", access: "admin" },
      { label: "Import", href: "/crm/import", access: "admin", also: ["/crm/import/"] },
      { label: "Templates", href: "/admin/templates", access: "admin", also: ["/admin/templates/"] },
      { label: "Text templates", href: "/admin/text-templates", access: "admin", also: ["/admin/text-templates/"] },
      { label: "Automations", href: "/admin/automations", access: "admin", also: ["/admin/automations/"] },
      { label: "API keys", href: "/admin/api-keys", access: "admin" },
      { label: "Billing", href: "/admin/billing", access: "admin", also: ["/admin/billing/"] },
      { label: "Orders", href: "/admin/orders", access: "admin", also: ["/admin/orders/"] },
      { label: "Stage mappings", href: "/admin/stage-mappings", access: "admin" },
      { label: "Conversions", href: "/admin/conversions", access: "admin" },
      // Real visitors' Web Vitals per page beside its form conversion (issue 34).
      { label: "Web Vitals", href: "/admin/web-vitals", access: "admin" },
      { label: "Webhooks", href: "/admin/webhooks", access: "admin" },
      { label: "Jobs", href: "/admin/jobs", access: "admin" },
      { label: "Unqualified leads", href: "/admin/unqualified-leads", access: "admin" },
      { label: "Audit log", href: "/admin/audit", access: "admin" },
      { label: "Assistant", href: "/alex-admin", access: "admin" },
    ],
  },
  {
    label: "Testing",
    items: [
      { label: "Lead validation", href: "/lead-validation-test", access: "admin" },
      { label: "Facebook test pages", href: "/facebook-api-test", access: "admin", also: ["/facebook-test"] },
      { label: "Stage tester", href: "/crm-stage-test", access: "admin" },
      { label: "CRM integrations", href: "/crm-integrations", access: "admin" },
      { label: "Credentials", href: "/facebook-credentials", access: "admin" },
      { label: "Lead dashboard", href: "/admin-dashboard-private", access: "admin" },
      { label: "Quote funnel", href: "/admin-quote-private", access: "user" },
      { label: "Agent funnel", href: "/admin-funnel-private", access: "user" },
    ],
  },
];

const opens = (access: StaffNavAccess, role: "admin" | "agent" | "sales") => access === "user" || (access === "admin" && role === "admin") || (access === "buyer" && role === "agent");

/** The groups and items a role may open (empty groups left out). */
export function staffNavFor(role: "admin" | "agent" | "sales"): StaffNavGroup[] {
  return STAFF_NAV.map((g) => ({ label: g.label, items: g.items.filter((i) => opens(i.access, role)) })).filter((g) => g.items.length > 0);
}

/**
 * How an item relates to the current address: "page" (this is it), "true" (a page inside it, e.g. a
 * lead's page under Leads) or null. `defaultTab` is the CRM tab /crm shows without ?tab=.
 */
export function currentState(item: StaffNavItem, pathname: string, tab: string | null, defaultTab: string): "page" | "true" | null {
  const [path, query] = item.href.split("?");
  if (path === "/crm" && (pathname === "/crm" || pathname === "/crm-dashboard")) {
    const itemTab = new URLSearchParams(query).get("tab");
    return itemTab === (tab ?? defaultTab) ? "page" : null;
  }
  if (pathname === path) return "page";
  if (item.also?.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)))) return "true";
  return null;
}
