/**
 * Who may open what. Every page and API route in app/ must appear here: the matrix test walks the
 * route files and fails on any route without an entry, so a new route cannot ship unclassified.
 *   public: anyone; user: signed-in agent or admin; admin: admins only.
 * `path` is a concrete URL for dynamic routes; `methods` lists the API methods to probe.
 */
export type Access = "public" | "user" | "admin";
export type PageEntry = { access: Access; path?: string };
export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
/** `methodAccess` overrides `access` for single methods (e.g. public POST, signed-in GET). */
export type ApiEntry = { access: Access; methods: Method[]; path?: string; methodAccess?: Partial<Record<Method, Access>> };

export const PAGES: Record<string, PageEntry> = {
  "/": { access: "public" },
  "/login": { access: "public" },
  "/register": { access: "public" },
  "/crm": { access: "public" },
  "/fb-ad": { access: "public" },
  "/texas-insurance": { access: "public" },
  // Public site (issue 3)
  "/about": { access: "public" },
  "/services": { access: "public" },
  "/pricing": { access: "public" },
  "/marketing-packages": { access: "public" },
  "/ai-insights": { access: "public" },
  "/ai-insights/category": { access: "public" },
  "/ai-insights/category/[category]": { access: "public", path: "/ai-insights/category/sales-scripts" },
  "/blog": { access: "public" },
  "/blog/[id]": { access: "public", path: "/blog/1" },
  "/economic-opportunities": { access: "public" },
  "/testimonials": { access: "public" },
  "/contact": { access: "public" },
  "/privacy-policy": { access: "public" },
  "/terms-of-service": { access: "public" },
  "/tcpa-compliance": { access: "public" },
  "/crm-dashboard": { access: "user" },
  "/opt-out": { access: "public" },
  "/admin/api-keys": { access: "admin" },
  "/admin/jobs": { access: "admin" },
  "/admin/unqualified-leads": { access: "admin" },
};

export const API: Record<string, ApiEntry> = {
  "/api/health": { access: "public", methods: ["GET"] },
  "/api/auth/login": { access: "public", methods: ["POST"] },
  "/api/auth/logout": { access: "public", methods: ["POST"] },
  "/api/auth/register": { access: "public", methods: ["POST"] },
  "/api/auth/user": { access: "user", methods: ["GET"] },
  "/api/contacts": { access: "public", methods: ["GET", "POST"], methodAccess: { GET: "user" } },
  "/api/newsletter": { access: "public", methods: ["POST"] },
  "/api/content/premium": { access: "public", methods: ["GET"] },
  "/api/leads": { access: "public", methods: ["GET", "POST"], methodAccess: { GET: "user" } },
  // Authenticated by vendor API keys, not sessions (tested in app/api/v1/leads/route.test.ts).
  "/api/v1/leads": { access: "public", methods: ["POST"] },
  "/api/opt-out": { access: "public", methods: ["POST"] },
  "/api/admin/api-keys": { access: "admin", methods: ["GET", "POST"] },
  "/api/admin/api-keys/[id]": { access: "admin", methods: ["DELETE"], path: "/api/admin/api-keys/999999" },
  "/api/admin/jobs/[id]/retry": { access: "admin", methods: ["POST"], path: "/api/admin/jobs/999999/retry" },
  "/api/admin/unqualified-leads/[id]/approve": { access: "admin", methods: ["POST"], path: "/api/admin/unqualified-leads/999999/approve" },
};
