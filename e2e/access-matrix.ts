/**
 * Who may open what. Every page and API route in app/ must appear here: the matrix test walks the
 * route files and fails on any route without an entry, so a new route cannot ship unclassified.
 *   public: anyone; account: any signed-in account, one still waiting for approval included;
 *   user: an approved agent or admin; admin: admins only.
 * `path` is a concrete URL for dynamic routes; `methods` lists the API methods to probe.
 * Routes that address one record of a signed-in user also say how another agent is answered
 * (`owned`); the test fails for such a route without it.
 */
export type Access = "public" | "account" | "user" | "admin";
export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
/**
 * A record that belongs to one agent (lib/crm/scope.ts): the accounts, opportunities and activities
 * they own and the leads assigned to them.
 */
export type OwnedRecord = "account" | "opportunity" | "activity" | "lead";
/**
 * The "another agent" dimension, for routes that address one record of a signed-in user (a dynamic
 * segment and `user` access: the matrix test fails for such a route without it). The test makes a
 * record of `record` kind belonging to agent A and expects agent B to get `otherAgent` while A and an
 * admin succeed. The CRM's rule is 404: another agent's record does not exist for you, so its
 * existence is not revealed either. `bodies`: a valid body per method, so success means success.
 */
export type Owned = { record: OwnedRecord; otherAgent: 404; bodies?: Partial<Record<Method, unknown>> };
/** `signedInStatus`: what an allowed user gets at `path` when it is not 200 (e.g. 404 for a record that does not exist). */
export type PageEntry = { access: Access; path?: string; signedInStatus?: number; owned?: Owned };
/** `methodAccess` overrides `access` for single methods (e.g. public POST, signed-in GET). */
export type ApiEntry = { access: Access; methods: Method[]; path?: string; methodAccess?: Partial<Record<Method, Access>>; owned?: Owned };

export const PAGES: Record<string, PageEntry> = {
  "/": { access: "public" },
  "/login": { access: "public" },
  "/register": { access: "public" },
  // Accounts and sessions (issue 17)
  "/account": { access: "account" },
  "/forgot-password": { access: "public" },
  "/reset-password": { access: "public" },
  "/crm": { access: "public" },
  "/fb-ad": { access: "public" },
  "/texas-insurance": { access: "public" },
  // Lead capture UI (issue 4)
  "/landing": { access: "public" },
  "/admin-quote-private": { access: "user" },
  "/admin-funnel-private": { access: "user" },
  "/admin-dashboard-private": { access: "admin" },
  "/lead-validation-test": { access: "admin" },
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
  // Agent CRM (issue 5)
  "/crm/accounts/[id]": { access: "user", path: "/crm/accounts/999999", signedInStatus: 404, owned: { record: "account", otherAgent: 404 } },
  // The lead record (issue 18)
  "/crm/leads/[id]": { access: "user", path: "/crm/leads/999999", signedInStatus: 404, owned: { record: "lead", otherAgent: 404 } },
  // The agency's book (issue 27): a lead's consent record (printable) and the merge page
  "/crm/leads/[id]/consent": { access: "user", path: "/crm/leads/999999/consent", signedInStatus: 404, owned: { record: "lead", otherAgent: 404 } },
  "/crm/leads/[id]/merge": { access: "user", path: "/crm/leads/999999/merge", signedInStatus: 404, owned: { record: "lead", otherAgent: 404 } },
  // The CRM forms as pages of their own, for browsers without JavaScript (issue 19)
  "/crm/accounts/new": { access: "user" },
  "/crm/accounts/[id]/edit": { access: "user", path: "/crm/accounts/999999/edit", signedInStatus: 404, owned: { record: "account", otherAgent: 404 } },
  "/crm/opportunities/new": { access: "user" },
  "/crm/opportunities/[id]/edit": { access: "user", path: "/crm/opportunities/999999/edit", signedInStatus: 404, owned: { record: "opportunity", otherAgent: 404 } },
  "/crm/activities/new": { access: "user" },
  "/crm/activities/[id]/edit": { access: "user", path: "/crm/activities/999999/edit", signedInStatus: 404, owned: { record: "activity", otherAgent: 404 } },
  "/admin/audit": { access: "admin" },
  "/admin/agents": { access: "admin" },
  // Chat assistant (issue 8)
  "/alex-admin": { access: "admin" },
  // Ad-platform and CRM integrations (issue 6)
  "/crm-stage-test": { access: "admin" },
  "/crm-integrations": { access: "admin" },
  "/facebook-credentials": { access: "admin" },
  "/facebook-api-test": { access: "admin" },
  "/facebook-test": { access: "admin" },
  "/admin/conversions": { access: "admin" },
  "/admin/webhooks": { access: "admin" },
  "/admin/stage-mappings": { access: "admin" },
  // The admins' home (issue 25)
  "/admin": { access: "admin" },
  // Speed to lead: templates and automations (issue 26)
  "/admin/templates": { access: "admin" },
  "/admin/templates/[id]": { access: "admin", path: "/admin/templates/new" },
  "/admin/automations": { access: "admin" },
  "/admin/automations/[id]": { access: "admin", path: "/admin/automations/new" },
  // Texting (issue 33)
  "/admin/text-templates": { access: "admin" },
  "/admin/text-templates/[id]": { access: "admin", path: "/admin/text-templates/new" },
  // CSV import (issue 27): admins only (an import vouches for the consent of everyone in the file)
  "/crm/import": { access: "admin" },
  "/crm/import/[id]": { access: "admin", path: "/crm/import/999999", signedInStatus: 404 },
  // The lead marketplace (issue 31): the buyer's plan and set-up (any signed-in account; staff are told
  // only agents buy leads), the admins' marketplace.
  "/account/plan": { access: "account" },
  "/account/plan/setup": { access: "account" },
  "/admin/marketplace": { access: "admin" },
  // Real visitors' Web Vitals (issue 34)
  "/admin/web-vitals": { access: "admin" },
  // Checkout and payments (issue 7)
  "/checkout": { access: "public" },
  "/order-confirmation": { access: "public" },
  // Subscriptions (issue 32): the subscribe step shows the sign-in form to a visitor; billing self-service
  // is any signed-in account's (one waiting for approval may pay and manage what it pays for).
  "/checkout/subscribe/[plan]": { access: "public", path: "/checkout/subscribe/growth" },
  "/account/billing": { access: "account" },
  "/admin/billing": { access: "admin" },
  "/admin/billing/[id]": { access: "admin", path: "/admin/billing/999999", signedInStatus: 404 },
  // Checkout orders for the admins (lead packages, premium content).
  "/admin/orders": { access: "admin" },
  "/admin/orders/[id]": { access: "admin", path: "/admin/orders/999999", signedInStatus: 404 },
};

export const API: Record<string, ApiEntry> = {
  "/api/health": { access: "public", methods: ["GET"] },
  "/api/auth/login": { access: "public", methods: ["POST"] },
  "/api/auth/logout": { access: "public", methods: ["POST"] },
  "/api/auth/register": { access: "public", methods: ["POST"] },
  "/api/auth/user": { access: "account", methods: ["GET"] },
  // Contact-form messages are for admins (issue 25: least privilege); the form itself is public.
  "/api/contacts": { access: "public", methods: ["GET", "POST"], methodAccess: { GET: "admin" } },
  "/api/newsletter": { access: "public", methods: ["POST"] },
  "/api/content/premium": { access: "public", methods: ["GET"] },
  "/api/leads": { access: "public", methods: ["GET", "POST"], methodAccess: { GET: "user" } },
  // Authenticated by vendor API keys, not sessions (tested in app/api/v1/leads/route.test.ts).
  "/api/v1/leads": { access: "public", methods: ["POST"] },
  "/api/opt-out": { access: "public", methods: ["POST"] },
  // Chat assistant (issue 8)
  "/api/chat/message": { access: "public", methods: ["POST"] },
  "/api/alex/config": { access: "admin", methods: ["GET", "POST"] },
  "/api/alex/preview": { access: "admin", methods: ["POST"] },
  // Agent CRM (issue 5)
  "/api/analytics": { access: "public", methods: ["POST"] },
  // Real visitors' Web Vitals (issue 34): public beacons, no session read
  "/api/vitals": { access: "public", methods: ["POST"] },
  "/api/crm/dashboard-stats": { access: "user", methods: ["GET"] },
  "/api/crm/accounts": { access: "user", methods: ["GET", "POST"] },
  "/api/crm/accounts/[id]": { access: "user", methods: ["GET"], path: "/api/crm/accounts/999999", owned: { record: "account", otherAgent: 404 } },
  "/api/crm/accounts/export": { access: "user", methods: ["GET"] },
  "/api/crm/opportunities": { access: "user", methods: ["GET", "POST"] },
  "/api/crm/opportunities/[id]": { access: "user", methods: ["GET"], path: "/api/crm/opportunities/999999", owned: { record: "opportunity", otherAgent: 404 } },
  "/api/crm/opportunities/export": { access: "user", methods: ["GET"] },
  "/api/crm/activities": { access: "user", methods: ["GET", "POST"] },
  "/api/crm/leads/export": { access: "user", methods: ["GET"] },
  // New leads without a reload (issue 18). Assignment and conversion are server actions (lib/crm/leads/actions.ts),
  // tested with the same identities in lib/crm/leads/actions.test.ts and app/api/crm/scope.test.ts.
  "/api/crm/leads/live": { access: "user", methods: ["GET"] },
  // The agency's book (issue 27): the consent record download; a bulk job's progress (its asker or an admin, else 404)
  "/api/crm/leads/[id]/consent-record": { access: "user", methods: ["GET"], path: "/api/crm/leads/999999/consent-record", owned: { record: "lead", otherAgent: 404 } },
  "/api/crm/bulk": { access: "user", methods: ["GET"] },
  // Texting (issue 33): the lead page's conversation (polled); Twilio's webhooks are authenticated by
  // X-Twilio-Signature (app/api/twilio/*/route.test.ts), not sessions.
  "/api/crm/leads/[id]/texts": { access: "user", methods: ["GET"], path: "/api/crm/leads/999999/texts", owned: { record: "lead", otherAgent: 404 } },
  "/api/twilio/inbound": { access: "public", methods: ["POST"] },
  "/api/twilio/status": { access: "public", methods: ["POST"] },
  // Ad-platform and CRM integrations (issue 6). Webhooks are authenticated by signature, Basic auth,
  // organisation id or shared secret (tested in their route.test.ts files), not sessions.
  "/api/crm/stages": { access: "admin", methods: ["GET"] },
  "/api/crm/stage-change": { access: "admin", methods: ["POST"] },
  "/api/facebook/test": { access: "admin", methods: ["GET"] },
  "/api/facebook/conversions": { access: "admin", methods: ["POST"] },
  "/api/facebook/webhook": { access: "public", methods: ["GET", "POST"] },
  // Resend's delivery events: authenticated by their Svix signature (app/api/resend/webhook/route.test.ts).
  "/api/resend/webhook": { access: "public", methods: ["POST"] },
  "/api/crm/hubspot/webhook": { access: "public", methods: ["POST"] },
  "/api/crm/pipedrive/webhook": { access: "public", methods: ["POST"] },
  "/api/crm/salesforce/webhook": { access: "public", methods: ["POST"] },
  "/api/crm/zapier/webhook": { access: "public", methods: ["POST"] },
  // Checkout and payments (issue 7): the cart is a capability (an unguessable id), payments are public,
  // the Stripe webhook is authenticated by its signature (tested in app/api/stripe/webhook/route.test.ts).
  "/api/cart/[sessionId]": { access: "public", methods: ["GET"], path: "/api/cart/00000000-0000-4000-8000-000000000000" },
  "/api/cart/[sessionId]/items": { access: "public", methods: ["POST"], path: "/api/cart/00000000-0000-4000-8000-000000000000/items" },
  "/api/cart/[sessionId]/items/[itemId]": {
    access: "public",
    methods: ["PATCH", "DELETE"],
    path: "/api/cart/00000000-0000-4000-8000-000000000000/items/999999",
  },
  "/api/create-payment-intent": { access: "public", methods: ["POST"] },
  "/api/stripe/webhook": { access: "public", methods: ["POST"] },
  "/paypal/setup": { access: "public", methods: ["GET"] },
  "/paypal/order": { access: "public", methods: ["POST"] },
  "/paypal/order/[orderId]/capture": { access: "public", methods: ["POST"], path: "/paypal/order/5O190127TN364715T/capture" },
  // Subscriptions (issue 32): starting one needs an account; PayPal's webhook is authenticated by PayPal's
  // verification of the transmission (tested in lib/billing/paypal.test.ts).
  "/api/billing/subscriptions": { access: "account", methods: ["POST"] },
  "/api/paypal/webhook": { access: "public", methods: ["POST"] },
  // CSV import (issue 27): the upload (the file is the body), the progress poll, the report.
  "/api/imports": { access: "admin", methods: ["POST"] },
  "/api/imports/[id]": { access: "admin", methods: ["GET"], path: "/api/imports/999999" },
  "/api/imports/[id]/report": { access: "admin", methods: ["GET"], path: "/api/imports/999999/report" },
};

/**
 * Server actions: every export of an `actions.ts` marked "use server", keyed `file#export`; the matrix
 * test walks those files and fails on an action without an entry. Each is probed through the real
 * server (a POST with its id in `Next-Action`, from the build's manifest) as every identity: signed
 * out → sent to /login, pending → /account (unless `account`), an agent on an admin action → 403.
 * `allowed`: the fields the allowed identity sends (none by default, which the schema refuses, so
 * the probe changes nothing), or false when even that probe would change something (ending the
 * probe's own sessions). Actions on one agent's records are tested for another agent's records in
 * their integration tests (lib/crm/<entity>/actions.test.ts: "not found", nothing changed).
 */
export type ActionEntry = { access: Access; allowed?: Record<string, string> | false; owned?: OwnedAction };
/**
 * An action on one agent's record: the test makes a `record` of agent A and sends its id as
 * `idField` (with `fields`, a valid form) as agent B, A and an admin. B's call changes nothing (no
 * audit entry of B's), A's and the admin's do.
 */
export type OwnedAction = { record: Exclude<OwnedRecord, "lead">; idField: string; fields?: Record<string, string> };

const AGENTS = "lib/crm/agents/actions.ts";

export const ACTIONS: Record<string, ActionEntry> = {
  // Accounts and sessions (issue 17)
  "lib/auth/actions.ts#changePasswordAction": { access: "account" },
  "lib/auth/actions.ts#setEmailAction": { access: "account", allowed: { email: "not-an-email" } },
  "lib/auth/actions.ts#signOutEverywhereAction": { access: "account", allowed: false },
  "lib/auth/actions.ts#forgotPasswordAction": { access: "public" },
  "lib/auth/actions.ts#resetPasswordAction": { access: "public" },
  [`${AGENTS}#approveAgentAction`]: { access: "admin" },
  [`${AGENTS}#rejectAgentAction`]: { access: "admin" },
  [`${AGENTS}#updateAgentAction`]: { access: "admin" },
  [`${AGENTS}#createInvitationAction`]: { access: "admin" },
  [`${AGENTS}#revokeInvitationAction`]: { access: "admin" },
  [`${AGENTS}#issueResetAction`]: { access: "admin" },
  // The CRM forms (issue 19)
  "lib/crm/accounts/actions.ts#createAccountAction": { access: "user" },
  "lib/crm/accounts/actions.ts#updateAccountAction": { access: "user", owned: { record: "account", idField: "accountId", fields: { name: "Taken over", type: "customer" } } },
  "lib/crm/accounts/actions.ts#deleteAccountAction": { access: "user", owned: { record: "account", idField: "accountId" } },
  "lib/crm/opportunities/actions.ts#createOpportunityAction": { access: "user", owned: { record: "account", idField: "accountId", fields: { name: "Deal on that account" } } },
  "lib/crm/opportunities/actions.ts#updateOpportunityAction": { access: "user", owned: { record: "opportunity", idField: "opportunityId", fields: { name: "Taken over" } } },
  "lib/crm/opportunities/actions.ts#deleteOpportunityAction": { access: "user", owned: { record: "opportunity", idField: "opportunityId" } },
  "lib/crm/opportunities/actions.ts#moveOpportunityAction": { access: "user", owned: { record: "opportunity", idField: "opportunityId", fields: { stage: "proposal" } } },
  "lib/crm/activities/actions.ts#createActivityAction": { access: "user", owned: { record: "account", idField: "accountId", fields: { subject: "Call about that account" } } },
  "lib/crm/activities/actions.ts#updateActivityAction": { access: "user", owned: { record: "activity", idField: "activityId", fields: { type: "call", subject: "Taken over", status: "pending", priority: "low" } } },
  "lib/crm/activities/actions.ts#setActivityStatusAction": { access: "user", owned: { record: "activity", idField: "activityId", fields: { status: "completed" } } },
  "lib/crm/activities/actions.ts#deleteActivityAction": { access: "user", owned: { record: "activity", idField: "activityId" } },
  // The lead record and the agent's day (issue 18): another agent's lead is tested in
  // app/api/crm/scope.test.ts and lib/crm/leads/actions.test.ts ("not found", nothing changed).
  "lib/crm/leads/actions.ts#assignLeadAction": { access: "admin" },
  "lib/crm/leads/actions.ts#convertLeadAction": { access: "user" },
  "lib/crm/leads/actions.ts#logCallAction": { access: "user" },
  "lib/crm/leads/actions.ts#logEmailAction": { access: "user" },
  "lib/crm/leads/actions.ts#addNoteAction": { access: "user" },
  "lib/crm/leads/actions.ts#changeLeadStatusAction": { access: "user" },
  "lib/crm/activities/actions.ts#completeTaskAction": { access: "user" },
  // The admin pages (issue 19)
  "lib/api-keys/actions.ts#createApiKeyAction": { access: "admin" },
  "lib/api-keys/actions.ts#revokeApiKeyAction": { access: "admin" },
  "lib/jobs/actions.ts#retryJobAction": { access: "admin" },
  "lib/leads/actions.ts#approveUnqualifiedLeadAction": { access: "admin" },
  "lib/integrations/crm/actions.ts#saveStageMappingAction": { access: "admin" },
  "lib/integrations/crm/actions.ts#deleteStageMappingAction": { access: "admin" },
  "lib/integrations/meta/actions.ts#resendConversionAction": { access: "admin" },
  "lib/integrations/webhooks/actions.ts#linkDeliveryAction": { access: "admin" },
  "lib/integrations/webhooks/actions.ts#reprocessDeliveryAction": { access: "admin" },
  // The admins' home: one real, harmless call to a provider (issue 25)
  "lib/setup/actions.ts#testIntegrationAction": { access: "admin" },
  // The assistant configuration (issue 19)
  "lib/assistant/actions.ts#saveAssistantConfigAction": { access: "admin" },
  // The agency's book (issue 27). Bulk actions on another agent's rows skip them (nothing changes, counted as
  // skipped): tested in lib/crm/bulk/actions.test.ts as another agent; bulk assignment is for admins (403).
  "lib/crm/bulk/actions.ts#bulkLeadsAction": { access: "user" },
  "lib/crm/bulk/actions.ts#bulkAccountsAction": { access: "user" },
  "lib/crm/leads/actions.ts#mergeLeadsAction": { access: "user" },
  "lib/crm/leads/actions.ts#erasePersonAction": { access: "admin" },
  "lib/crm/views/actions.ts#saveViewAction": { access: "user" },
  "lib/crm/views/actions.ts#deleteViewAction": { access: "user" },
  "lib/crm/contacts/actions.ts#addContactAction": { access: "user", owned: { record: "account", idField: "accountId", fields: { firstName: "Maria", lastName: "Lopez" } } },
  "lib/crm/contacts/actions.ts#updateContactAction": { access: "user" },
  "lib/crm/contacts/actions.ts#removeContactAction": { access: "user" },
  // Speed to lead (issue 26): templates and automations (admins); availability (any approved user, their own)
  "lib/automations/actions.ts#saveEmailTemplateAction": { access: "admin" },
  "lib/automations/actions.ts#previewTemplateAction": { access: "admin" },
  "lib/automations/actions.ts#saveAutomationAction": { access: "admin" },
  "lib/automations/actions.ts#toggleAutomationAction": { access: "admin" },
  "lib/automations/actions.ts#setAvailableNowAction": { access: "user" },
  "lib/automations/actions.ts#saveWorkingHoursAction": { access: "user" },
  // Texting (issue 33): an agent's text (another agent's lead: "not found", lib/texting/actions.test.ts), text templates, one's own mobile.
  "lib/texting/actions.ts#sendTextAction": { access: "user" },
  "lib/texting/actions.ts#saveSmsTemplateAction": { access: "admin" },
  "lib/texting/actions.ts#saveMobileAction": { access: "account", allowed: { mobile: "12" } },
  // CSV import (issue 27)
  "lib/imports/actions.ts#saveImportMappingAction": { access: "admin" },
  "lib/imports/actions.ts#cancelImportAction": { access: "admin" },
  "lib/imports/actions.ts#discardImportAction": { access: "admin" },
  // The lead marketplace (issue 31): the buyer's set-up and pause (any signed-in account, pending
  // included), defect reports and the push log's Send again (approved users, their own), the admins' decisions.
  "lib/marketplace/actions.ts#saveBuyerSetupAction": { access: "account" },
  "lib/marketplace/actions.ts#setPausedAction": { access: "account" },
  "lib/marketplace/actions.ts#reportDefectAction": { access: "user" },
  "lib/marketplace/actions.ts#reviewSetupAction": { access: "admin" },
  "lib/marketplace/actions.ts#decideReturnAction": { access: "admin" },
  "lib/marketplace/actions.ts#assignUnsoldAction": { access: "admin" },
  "lib/marketplace/actions.ts#releaseReviewAction": { access: "admin" },
  "lib/marketplace/actions.ts#grantPlanAction": { access: "admin" },
  "lib/marketplace/push/actions.ts#resendPushAction": { access: "user" },
  // Subscriptions (issue 32): a buyer's own subscriptions (another's is "not found": lib/billing/stripe-lifecycle.test.ts);
  // the admins' refunds.
  "lib/billing/actions.ts#changePlanAction": { access: "account" },
  "lib/billing/actions.ts#cancelSubscriptionAction": { access: "account" },
  "lib/billing/actions.ts#undoCancelAction": { access: "account" },
  "lib/billing/actions.ts#moneyBackAction": { access: "account" },
  "lib/billing/actions.ts#retryRefundAction": { access: "account" },
  "lib/billing/actions.ts#paymentMethodAction": { access: "account" },
  "lib/billing/actions.ts#adminRefundAction": { access: "admin" },
};
