/**
 * Business constants from the specification, in one place. Pages, services and tests read them
 * here; nothing in a component repeats a number or a label that lives in this table.
 */

export const COPYRIGHT_YEAR = 2024;
export const COMPANY_LOCATION = "Austin, TX";
export const ASSISTANT_NAME = "Alex";

/** Response promises (public-site.md §9). */
export const PROMISES = {
  replyHours: 24,
  callbackHours: 2,
  leadsStartHours: "24-48",
  defectReportHours: 48,
  moneyBackDays: 30,
  verificationGuaranteePercent: 95,
  qualityAssuranceHours: 24,
} as const;

export const BUSINESS_HOURS = [
  { days: "Mon-Fri", hours: "8AM-6PM CST" },
  { days: "Saturday", hours: "9AM-2PM" },
  { days: "Sunday", hours: "closed" },
] as const;
/** The same hours in schema.org's openingHours notation (JSON-LD on the home and about pages). */
export const BUSINESS_HOURS_SCHEMA = ["Mo-Fr 08:00-18:00", "Sa 09:00-14:00"] as const;

export const MARKETING_CLAIMS = {
  agencies: "500+",
  subscribers: "3,200+",
  rating: "4.9/5",
  texansServed: "50,000+",
  savingsUpTo: "40%",
  averageSavedPerYear: "$847",
  satisfaction: "95%",
  conversionIncrease: "40%",
  responseTime: "24hrs",
} as const;

/** Lead quality bands (CRM list and admin dashboard): 80+ green, 50–79 yellow, below 50 red. */
export const SCORE_BANDS = { high: 80, medium: 50 } as const;
/** The lead validation test page uses 80 / 60. */
export const TEST_PAGE_SCORE_BANDS = { high: 80, medium: 60 } as const;
export const HIGH_QUALITY_SCORE = 80;
/** A verification score above this sends CompleteRegistration to Meta. */
export const COMPLETE_REGISTRATION_SCORE = 85;

export const LEAD_TYPES = ["home", "auto", "life", "all"] as const;
export type LeadTypeValue = (typeof LEAD_TYPES)[number];

export const OPPORTUNITY_STAGES = [
  { value: "prospecting", label: "prospecting", color: "grey", probability: 10 },
  { value: "qualification", label: "qualification", color: "blue", probability: 25 },
  { value: "proposal", label: "proposal", color: "yellow", probability: 50 },
  { value: "negotiation", label: "negotiation", color: "orange", probability: 75 },
  { value: "closed_won", label: "closed won", color: "green", probability: 100 },
  { value: "closed_lost", label: "closed lost", color: "red", probability: 0 },
] as const;

/** The default pipeline seeded into `pipelines`. */
export const DEFAULT_PIPELINE = {
  name: "Insurance Sales",
  category: "sales",
  stages: OPPORTUNITY_STAGES.map(({ value, probability }, order) => ({ key: value, order, probability })),
};

// ---------------------------------------------------------------------------------------------------------
// Public site (issue 3): contact form, newsletter, premium content
// ---------------------------------------------------------------------------------------------------------

/** Contact form subjects (public-site.md §3), in the order the form lists them. */
export const CONTACT_SUBJECTS = ["pricing", "demo", "support", "partnership", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** POST /api/contacts: messages per IP per window; GET /api/contacts: rows returned (newest first). */
export const CONTACT_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;
export const CONTACT_LIST_LIMIT = 50;
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;
/** POST /api/newsletter: sign-ups per IP per window. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;
export { PREMIUM_UPGRADE_HREF, COPY_MARKER_MS } from "@/lib/island-constants";
export const CHAT = { panelHeightPx: 480, widthPx: 384, minimizedWidthPx: 320 } as const;
/**
 * Chat assistant guards (beyond the spec): message size, per-session and per-IP message rates,
 * OpenAI calls per session (the daily cap is OPENAI_DAILY_CALL_LIMIT), the reply timeout and the
 * default word limit (spec §9: 120).
 */
export const CHAT_LIMITS = {
  maxMessageChars: 1000,
  sessionMessages: { limit: 20, windowSeconds: 5 * 60 },
  ipMessages: { limit: 60, windowSeconds: 10 * 60 },
  aiCallsPerSession: 25,
  aiTimeoutMs: 10_000,
  historyMessages: 12,
  defaultMaxWords: 120,
} as const;
export const NOTIFICATIONS = { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50 } as const;

export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  price: number; // cents
  type: "subscription" | "lead_package" | "content_subscription";
  leadCount: number | null;
  leadType: LeadTypeValue | null;
  features: string[];
  popular: boolean;
};

/**
 * Products for sale. The spec fixes Starter and the premium content subscription at 97 dollars a
 * month; the other prices are ours (about $18 a lead for packages, the landing page's figure).
 */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: "starter-monthly",
    name: "Starter",
    description: "25+ verified, exclusive Texas leads every month.",
    price: 9700,
    type: "subscription",
    leadCount: 25,
    leadType: "all",
    features: ["25+ exclusive leads monthly", "AI verification on every lead", "Script and template library"],
    popular: false,
  },
  {
    slug: "growth-monthly",
    name: "Growth",
    description: "50+ verified, exclusive Texas leads every month.",
    price: 29700,
    type: "subscription",
    leadCount: 50,
    leadType: "all",
    features: ["50+ exclusive leads monthly", "CRM integration", "Marketing automation", "Priority support"],
    popular: true,
  },
  {
    slug: "premium-monthly",
    name: "Premium",
    description: "100+ verified, exclusive Texas leads every month.",
    price: 49700,
    type: "subscription",
    leadCount: 100,
    leadType: "all",
    features: ["100+ exclusive leads monthly", "Dedicated success manager", "Growth analytics", "Custom campaigns"],
    popular: false,
  },
  ...(["home", "auto", "life", "all"] as const).map((leadType) => ({
    slug: `${leadType}-leads-25`,
    name: `${leadType === "all" ? "Mixed" : leadType[0]!.toUpperCase() + leadType.slice(1)} Insurance Leads (25)`,
    description: `A one-time package of 25 verified ${leadType === "all" ? "home, auto and life" : leadType} insurance leads from Texas.`,
    price: 45000,
    type: "lead_package" as const,
    leadCount: 25,
    leadType,
    features: ["25 exclusive leads", "95%+ verification or free replacement", "Delivered within 24-48 hours"],
    popular: false,
  })),
  {
    slug: "premium-content-monthly",
    name: "Premium Content",
    description: "Every premium script, template and marketing package, unlocked. Cancel anytime.",
    price: 9700,
    type: "content_subscription",
    leadCount: null,
    leadType: null,
    features: ["Full premium library", "Copy-ready marketing packages", "New templates monthly"],
    popular: false,
  },
];

export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

// ---------------------------------------------------------------------------------------------------------
// Lead capture UI (issue 4): landing page, funnels, ad landing pages, lead dashboard, validation test page
// ---------------------------------------------------------------------------------------------------------

/** The /landing page's marketing claims (crm-and-integrations.md §1, §9), verbatim. */
export const LANDING_CLAIMS = {
  leadsPerMonth: "50+",
  activeAgents: "500+",
  averageCostPerLead: "$18",
  conversionRate: "85%",
  followUpHours: 24,
} as const;
/** Landing page UTM defaults when the address carries none (crm-and-integrations.md §7). */
export const UTM_DEFAULTS = { utmSource: "direct", utmMedium: "organic", utmCampaign: "general" } as const;
/**
 * Capture points whose forms ask for a ZIP code but no street address (the bundle form, the
 * rate-increase dialog for auto and life): their leads are not marked down for the missing street.
 */
export const ZIP_ONLY_LEAD_SOURCES: readonly string[] = ["texas-insurance", "fb-ad"];
/** Steps of the multi-step funnels (public-site.md §9). */
export const FUNNEL_STEPS = { agent: 3, consumer: 4 } as const;
/** Lead validation test page: wait before each sample of "Run All Validation Tests" (spec §9: 1 second). */
export const VALIDATION_TEST_DELAY_MS = 1000;
/** Landing page conversion events fired after a successful submission (spec §7). */
export const LANDING_CONVERSION = {
  adConversion: { value: 1, currency: "USD" },
  pixelLead: { value: 100, currency: "USD", content_category: "Insurance" },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Checkout and payments (issue 7): cart, orders, abandoned carts, premium access
// ---------------------------------------------------------------------------------------------------------

/** Payments are in US dollars only (spec §9: currency USD, intent CAPTURE). */
export const CHECKOUT_CURRENCY = "USD";
/** The premium content subscription: buying it while signed in unlocks premium content for this many months per unit. */
export const PREMIUM_CONTENT_SLUG = "premium-content-monthly";
export const PREMIUM_MONTHS_PER_UNIT = 1;
/** Where "Upgrade to Premium" leads: the premium content subscription's subscribe step (issue 32; no longer the cart). */
export const PREMIUM_CHECKOUT_HREF = "/checkout/subscribe/content";
/**
 * Cart guards (beyond the spec): quantity per line, lines per cart, body size, and per-IP rates for
 * reading the cart, changing it, and starting a payment (each payment start creates an order and calls a provider).
 */
export const CART_LIMITS = {
  maxQuantity: 10,
  maxLines: 20,
  maxBodyBytes: 4 * 1024,
  readsPerIp: { limit: 300, windowSeconds: 600 },
  writesPerIp: { limit: 120, windowSeconds: 600 },
  paymentStartsPerIp: { limit: 30, windowSeconds: 600 },
} as const;
/** A cart with an e-mail and no payment for this long is abandoned and gets one recovery e-mail. */
export const ABANDONED_CART_AFTER_MINUTES = 60;
/** Carts older than this are not chased any more (no recovery e-mail for week-old carts). */
export const ABANDONED_CART_MAX_AGE_DAYS = 7;

// ---------------------------------------------------------------------------------------------------------
// Agent CRM (issue 5): lists, filters, enumerations, reports, analytics beacon
// ---------------------------------------------------------------------------------------------------------

/** Server-side pages of every CRM list (rows per page). */
export const CRM_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CRM_DEFAULT_PAGE_SIZE = 25;
/** CSV exports read the database this many rows at a time (never a whole table in memory). */
export const CRM_EXPORT_BATCH_ROWS = 1000;
/** Opportunity cards shown per stage column on the pipeline board (the rest through the list). */
export const PIPELINE_BOARD_CARDS_PER_STAGE = 20;
/** Recent activities in the dashboard stats (spec: "Recent Activities from the dashboard stats"). */
export const RECENT_ACTIVITIES_LIMIT = 5;

/** The CRM's tabs, in order. "My Day" is the agents' default tab, Leads the admins' (issue 18). */
export const CRM_TABS = [
  { value: "day", label: "My Day" },
  { value: "leads", label: "Leads" },
  { value: "accounts", label: "Accounts" },
  { value: "opportunities", label: "Opportunities" },
  { value: "activities", label: "Activities" },
  { value: "reports", label: "Reports" },
] as const;
export type CrmTab = (typeof CRM_TABS)[number]["value"];

/** Leads tab filter select (spec §2), in order. */
export const LEAD_FILTERS = [
  { value: "all", label: "All Leads" },
  { value: "verified", label: "Verified Only" },
  { value: "unverified", label: "Unverified" },
  { value: "high", label: "High Quality (80%+)" },
] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number]["value"];

export const ACCOUNT_TYPES = ["prospect", "customer", "agency"] as const;
/** Accounts tab type filter (spec §2), in order. */
export const ACCOUNT_TYPE_FILTERS = [
  { value: "all", label: "All Accounts" },
  { value: "prospect", label: "Prospects" },
  { value: "customer", label: "Customers" },
  { value: "agency", label: "Agencies" },
] as const;
/** Decided (docs/crm.md): the form's reading; "prospect" is an account type. */
export const ACCOUNT_STATUSES = ["active", "inactive", "pending"] as const;
export const ACTIVITY_TYPES = ["call", "email", "meeting", "task", "note"] as const;
export const ACTIVITY_STATUSES = ["pending", "completed", "cancelled"] as const;
export const ACTIVITY_PRIORITIES = ["low", "medium", "high"] as const;
/** Form defaults (spec §9): opportunity probability 0 in the form (50 when stored without one). */
export const CRM_FORM_DEFAULTS = {
  accountType: "prospect",
  accountStatus: "active",
  opportunityStage: "prospecting",
  opportunityProbability: 0,
  activityType: "call",
  activityStatus: "pending",
  activityPriority: "medium",
} as const;
export const TAG_DEFAULT_COLOR = "#4CAF50";

/** Reports tab: the window of the traffic and lead-source figures, and the daily reports shown. */
export const REPORT_WINDOW_DAYS = 30;
export const DAILY_REPORT_ROWS = 14;
/** POST /api/analytics: events per IP per window, and the largest body accepted. */
export const ANALYTICS_RATE_LIMIT = { limit: 240, windowSeconds: 60 } as const;
export const ANALYTICS_MAX_BODY_BYTES = 4 * 1024;

// ---------------------------------------------------------------------------------------------------------
// Ad-platform and CRM integrations (issue 6): Meta Conversions API, CRM webhooks, stage mappings
// ---------------------------------------------------------------------------------------------------------

/** Meta standard events this product sends, in funnel order (Meta's CRM guidance: every stage, in order). */
export const META_EVENTS = ["Lead", "CompleteRegistration", "Schedule", "InitiateCheckout", "SubmitApplication", "Purchase", "Subscribe"] as const;
export type MetaEventName = (typeof META_EVENTS)[number];
/**
 * Dollar value sent with an event when neither the CRM nor the stage mapping gives one (the spec
 * leaves per-stage values open): Lead is what a lead costs on the market (about $18), Purchase the
 * test pages' 500, the stages between rise with the chance of a sale.
 */
export const META_EVENT_VALUES: Record<MetaEventName, number> = {
  Lead: 18,
  CompleteRegistration: 25,
  Schedule: 75,
  InitiateCheckout: 150,
  SubmitApplication: 250,
  Purchase: 500,
  Subscribe: 400,
};
/** Conversions API limits (integrations.md §1) and our delivery policy. */
export const META_CAPI = {
  maxBatch: 1000,
  maxEventAgeDays: 7,
  /** Meta recommends a 1,500 ms client timeout; the worker allows more for batches of 1,000. */
  interactiveTimeoutMs: 1500,
  workerTimeoutMs: 10_000,
  /** graphile-worker backs off e^n seconds (capped at ~6 h): 25 attempts span about 4 days, inside the 7-day window. */
  maxAttempts: 25,
  currency: "USD",
  contentCategory: "Lead Progression",
  /** Pending events (e.g. waiting for credentials) are swept up this often. */
  flushEveryMinutes: 5,
} as const;
/** The test pages' fixed inputs. */
export const META_TEST_EVENTS = {
  /** The testing centre's lead id, and the other test page's (crm-and-integrations.md §7). */
  testingCentreLeadId: "test_lead_123",
  testPageLeadId: "test_123",
  purchaseValue: 500,
  resultsMaxHeightRem: 16,
} as const;

/** Where stage changes come from: our stage-change API/tester, our own CRM's opportunities and lead statuses, and three CRMs. */
export const CRM_PROVIDERS = ["api", "crm", "lead", "hubspot", "pipedrive", "salesforce"] as const;
/** Our own CRM's sources: never the mapping table of an incoming webhook. */
export const OWN_CRM_PROVIDERS: readonly CrmProvider[] = ["crm", "lead"];
export type CrmProvider = (typeof CRM_PROVIDERS)[number];
export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = {
  api: "Stage-change API",
  crm: "Our CRM (opportunities)",
  lead: "Our CRM (lead status)",
  hubspot: "HubSpot",
  pipedrive: "Pipedrive",
  salesforce: "Salesforce",
};
export type StageMappingDefault = { stage: string; event: MetaEventName; value?: number };
/**
 * Default stage → event mappings. hubspot, pipedrive and salesforce are the spec's table
 * (crm-and-integrations.md §2) verbatim; `api` maps the tester's stages; `crm` our opportunity
 * stages (closed_lost sends nothing); `lead` our lead statuses (lost sends nothing). Admins add and override rows at /admin/stage-mappings.
 */
export const DEFAULT_STAGE_MAPPINGS: Record<CrmProvider, readonly StageMappingDefault[]> = {
  api: [
    { stage: "lead_qualified", event: "CompleteRegistration", value: 25 },
    { stage: "appointment_scheduled", event: "Schedule", value: 75 },
    { stage: "proposal_sent", event: "InitiateCheckout", value: 150 },
    { stage: "policy_sold", event: "Purchase", value: 500 },
    { stage: "renewal_completed", event: "Subscribe", value: 400 },
  ],
  crm: [
    { stage: "prospecting", event: "Lead" },
    { stage: "qualification", event: "Schedule" },
    { stage: "proposal", event: "InitiateCheckout" },
    { stage: "negotiation", event: "SubmitApplication" },
    { stage: "closed_won", event: "Purchase" },
  ],
  // A lead's status moved on its page (lost sends nothing).
  lead: [
    { stage: "contacted", event: "Lead" },
    { stage: "qualified", event: "CompleteRegistration" },
    { stage: "converted", event: "Purchase" },
  ],
  hubspot: [
    { stage: "appointmentscheduled", event: "Schedule" },
    { stage: "qualifiedtobuy", event: "Lead" },
    { stage: "contractsent", event: "InitiateCheckout" },
    { stage: "closedwon", event: "Purchase" },
  ],
  pipedrive: [
    { stage: "qualified", event: "Lead" },
    { stage: "demo scheduled", event: "Schedule" },
    { stage: "proposal made", event: "InitiateCheckout" },
    { stage: "won", event: "Purchase" },
  ],
  salesforce: [
    { stage: "Prospecting", event: "Lead" },
    { stage: "Qualification", event: "Lead" },
    { stage: "Proposal/Price Quote", event: "InitiateCheckout" },
    { stage: "Closed Won", event: "Purchase" },
  ],
};
/** The tester's stage dropdown (crm-and-integrations.md §2, §4), in order. */
export const STAGE_TESTER = { defaultLeadId: "123", stages: DEFAULT_STAGE_MAPPINGS.api.map((m) => m.stage) } as const;

/** Inbound webhooks: body limits, HubSpot's replay window, Salesforce's notifications per message. */
export const WEBHOOK_LIMITS = {
  maxBodyBytes: 1024 * 1024,
  hubspotWindowMs: 5 * 60 * 1000,
  salesforceMaxNotifications: 100,
  hubspotMaxEvents: 100,
} as const;

// ---------------------------------------------------------------------------------------------------------
// The lead record and the agent's day (issue 18): statuses, sources, contact logging, tasks, speed to lead
// ---------------------------------------------------------------------------------------------------------

/** Where a lead is in the follow-up, in order (lost ends it like converted does). `LeadStatus` in the schema. */
export const LEAD_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "qualified", label: "Qualified" },
  { value: "converted", label: "Converted" },
  { value: "lost", label: "Lost" },
] as const;
export type LeadStatusValue = (typeof LEAD_STATUSES)[number]["value"];
/** The Meta event of each status move is the stage mapping of source `lead` (DEFAULT_STAGE_MAPPINGS.lead). */

/**
 * Lead sources: one fixed list with display names. Our pages send the first four (`source` of POST
 * /api/leads: anything else is refused); the chat and Meta Lead Ads set theirs on the server; the intake
 * API stores `api:<vendor>` (the API key's source), whatever the vendor sends; no source is `website`.
 * `sample` marks the seeded sample leads.
 */
export const LEAD_SOURCES = [
  { value: "landing", label: "Landing page" },
  { value: "fb-ad", label: "Facebook ad page" },
  { value: "texas-insurance", label: "Texas insurance page" },
  { value: "quote-funnel", label: "Quote funnel" },
  { value: "chat", label: "Chat assistant" },
  { value: "facebook-lead-ads", label: "Facebook Lead Ads" },
  { value: "website", label: "Website" },
  { value: "sample", label: "Sample data" },
  { value: "sms", label: "Text message" },
] as const;
export type LeadSourceValue = (typeof LEAD_SOURCES)[number]["value"];
/** The sources a page of ours may send to POST /api/leads. */
export const FORM_LEAD_SOURCES = ["landing", "fb-ad", "texas-insurance", "quote-funnel"] as const;
export const API_LEAD_SOURCE_PREFIX = "api:";

/** "Log a call" outcomes, in the order the form lists them. */
export const CALL_OUTCOMES = [
  { value: "reached", label: "Reached" },
  { value: "voicemail", label: "Left a voicemail" },
  { value: "no_answer", label: "No answer" },
  { value: "wrong_number", label: "Wrong number" },
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number]["value"];
/** Follow-up tasks and "My day" read and write times in Texas time. */
export const CRM_TIME_ZONE = "America/Chicago";
export const FOLLOW_UP_DEFAULT_TIME = "09:00";
/** "My day": how many uncontacted leads and tasks each list shows (oldest first). */
export const MY_DAY_LIMIT = 50;
/** The lead page's timeline shows the newest entries up to this many. */
export const LEAD_TIMELINE_LIMIT = 300;
/** Speed to lead: the windows reported, in days. */
export const SPEED_TO_LEAD_WINDOWS = [7, 30] as const;
/** New leads appear on open CRM lists and "My day" without a reload: the browser asks this often (visible tabs only). */
export const LIVE_LEADS_POLL_MS = 2000;

// ---------------------------------------------------------------------------------------------------------
// The admins' home (issue 25)
// ---------------------------------------------------------------------------------------------------------

/**
 * Speed to lead: a new lead not contacted within this many minutes "needs attention" on /admin.
 * Five minutes is the common industry target (odds of reaching a web lead fall sharply after it).
 */
export const SPEED_TO_LEAD_TARGET_MINUTES = 5;

/**
 * The job pipeline right now (/admin/jobs, issue 34): a job due this long ago and still not started
 * "needs attention" (the worker is behind or stopped); the speed figures cover the leads captured in
 * the last PIPELINE_WINDOW_MINUTES; the page refreshes itself this often while it is visible.
 */
export const QUEUE_BEHIND_SECONDS = 120;
export const PIPELINE_WINDOW_MINUTES = 15;
export const PIPELINE_REFRESH_MS = 10_000;

// ---------------------------------------------------------------------------------------------------------
// The agency's book in bulk (issue 27): bulk actions, delete and undo, tags, saved views
// ---------------------------------------------------------------------------------------------------------

/** A bulk action on more rows than this runs as a job with progress; up to it, in one transaction. */
export const BULK_TRANSACTION_MAX_ROWS = 1000;
/** The job works through a large selection this many rows per transaction, recording progress after each. */
export const BULK_JOB_CHUNK_ROWS = 250;
/** "All N matching this filter" is refused above this many rows (the selection is stored with the job). */
export const BULK_MAX_ROWS = 200_000;
/** Deleted leads and accounts can be restored (Undo, the "Deleted" view) this long; then a job purges them. */
export const SOFT_DELETE_RETENTION_DAYS = 30;
/** Saved views of the CRM tables live in the spec's `reports` table with these types. */
export const SAVED_VIEW_TYPES = { leads: "leads_view", accounts: "accounts_view" } as const;
/** The bulk actions of the Leads and Accounts tables. */
export const LEAD_BULK_ACTIONS = ["assign", "status", "tag_add", "tag_remove", "delete", "restore", "text"] as const;
export const ACCOUNT_BULK_ACTIONS = ["assign", "tag_add", "tag_remove", "delete", "restore"] as const;

// ---------------------------------------------------------------------------------------------------------
// CSV import (issue 27): limits of a file, batches, the preview, the progress poll, imported sources
// ---------------------------------------------------------------------------------------------------------

/**
 * An imported lead's source is `import:<file name>`; reports group every import under one family,
 * `import` ("CSV imports"), so the Leads by Source report stays a short fixed list.
 */
export const IMPORT_LEAD_SOURCE_PREFIX = "import:";
export const IMPORT_SOURCE_FAMILY = { value: "import", label: "CSV imports" } as const;
export const IMPORT_LIMITS = {
  /** The largest file accepted (refused up front from Content-Length, and while streaming otherwise). */
  maxBytes: 50 * 1024 * 1024,
  /** Rows after the header. */
  maxRows: 200_000,
  /** Columns in the header (HubSpot's "all properties" exports reach a few hundred). */
  maxColumns: 500,
  /** One record (a row, quoted newlines included): longer means an unclosed quote swallowed the file. */
  maxRecordBytes: 1024 * 1024,
  /** The file is stored in PostgreSQL in pieces of this size. */
  chunkBytes: 1024 * 1024,
  /** Rows written per transaction: a cancel or a failure lands between two batches (500 keeps the worker's memory flat). */
  batchRows: 500,
  /** Rows shown in the preview, exactly as they will be stored. */
  previewRows: 20,
  /** Characters of the file name kept (the source is `import:<file name>`). */
  fileNameChars: 100,
} as const;
/** The import page asks for the progress this often while an import is queued or running. */
export const IMPORT_STATUS_POLL_MS = 1000;
/** Uploads whose mapping was never confirmed are deleted after this many hours. */
export const IMPORT_ABANDONED_HOURS = 24;
/** `leads.consentVersion` of an imported lead: no consent was captured by us (lib/imports/consent.ts). */
export const IMPORTED_CONSENT_VERSION = "imported";

// ---------------------------------------------------------------------------------------------------------
// Texting (issue 33): Twilio, the law's hours, segments, the thread
// ---------------------------------------------------------------------------------------------------------

/** Twilio's limit for one message: 10 segments, 1,600 characters. */
export const SMS_MAX_CHARACTERS = 1600;
/** A text template's content (the opt-out line and merge fields' values come on top). */
export const SMS_TEMPLATE_MAX_CHARACTERS = 480;
/** The line the first text to a person ends with (CTIA; appended when the text does not already say it). */
export const SMS_OPT_OUT_LINE = "Reply STOP to opt out";
/**
 * The hours texts may go, in the recipient's local time (minutes since midnight, start included, end
 * excluded). Texas (Bus. & Com. Code §301.051, texts included since SB 140, 2025-09-01): Monday–Saturday
 * 9:00–21:00, Sunday 12:00–21:00. Federal (TCPA, 47 CFR 64.1200(c)(1)): 8:00–21:00 every day.
 */
export const TEXTING_HOURS = {
  texas: { label: "Texas law", weekday: { start: 9 * 60, end: 21 * 60 }, sunday: { start: 12 * 60, end: 21 * 60 } },
  federal: { label: "federal rule", weekday: { start: 8 * 60, end: 21 * 60 }, sunday: { start: 8 * 60, end: 21 * 60 } },
} as const;
export type TextingHoursRule = keyof typeof TEXTING_HOURS;
/**
 * No text is handed to Twilio in the window's last minute: Twilio hands it to the carrier within
 * seconds, and a text handed over at 20:59:59 must not land at 21:00.
 */
export const TEXTING_END_MARGIN_MINUTES = 1;
/** The lead page's conversation asks for new messages and delivery ticks this often while visible. */
export const SMS_THREAD_POLL_MS = 2000;
/** Messages the lead page's conversation shows (the newest). */
export const SMS_THREAD_LIMIT = 200;

// ---------------------------------------------------------------------------------------------------------
// The lead marketplace (issue 31): delivery, returns, set-up
// ---------------------------------------------------------------------------------------------------------

/** A delivered lead can be reported defective for a free replacement within this many hours (public-site.md §9). */
export const DEFECT_REPORT_HOURS = PROMISES.defectReportHours;
/** Leads begin within 24–48 hours of set-up (public-site.md §1): an admin reviews a submitted set-up within this. */
export const SETUP_PROMISE_HOURS = { first: 24, last: 48 } as const;
/** A buyer is never given the same person (phone or e-mail) twice within this many days. */
export const PERSON_EXCLUSIVITY_DAYS = 90;
/** Unsold leads younger than this are offered again, every minute, to buyers who open their hours or get room. */
export const UNSOLD_REOFFER_HOURS = 24;
/** Unsold leads offered again per sweep (oldest first). */
export const UNSOLD_REOFFER_BATCH = 200;
/** A buyer whose returns exceed this share of their deliveries (30 days, at least 10 deliveries) is flagged to the admins. */
export const RETURN_RATE_FLAG = { share: 0.2, minDeliveries: 10, days: 30 } as const;
/** A buyer's webhook, HubSpot or Zapier push is retried with backoff for this long. */
export const PUSH_RETRY_HOURS = 24;
/** Per-attempt timeout of a push to a buyer's system. */
export const PUSH_TIMEOUT_MS = 15_000;
/** A buyer's last deliveries shown in the portal and the delivery log. */
export const DELIVERY_LOG_ROWS = 50;

export const RETURN_REASONS = [
  { value: "wrong_number", label: "Disconnected or wrong number" },
  { value: "fake", label: "Fake or prank" },
  { value: "duplicate", label: "Duplicate of a lead I already received" },
  { value: "outside_area", label: "Outside my lines or territory" },
  { value: "never_asked", label: "The consumer says they never asked" },
] as const;
export type ReturnReasonValue = (typeof RETURN_REASONS)[number]["value"];

// ---------------------------------------------------------------------------------------------------------
// Subscriptions (issue 32): plans billed monthly or annually in advance on Stripe Billing and PayPal
// ---------------------------------------------------------------------------------------------------------

/**
 * The plans sold as subscriptions, each monthly and annual. The monthly price and the lead quota are the
 * product's (PRODUCTS above). The annual price is ours: ten months' price for twelve months ("two months
 * free", about 17 % off), paid in advance; docs/payments.md says why. `rank` orders upgrades and downgrades.
 */
export const BILLING_PLANS = [
  { key: "starter", productSlug: "starter-monthly", kind: "leads", rank: 1, annualCents: 97_000 },
  { key: "growth", productSlug: "growth-monthly", kind: "leads", rank: 2, annualCents: 297_000 },
  { key: "premium", productSlug: "premium-monthly", kind: "leads", rank: 3, annualCents: 497_000 },
  { key: "content", productSlug: "premium-content-monthly", kind: "content", rank: 1, annualCents: 97_000 },
] as const;
export type BillingPlanKey = (typeof BILLING_PLANS)[number]["key"];
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingIntervalValue = (typeof BILLING_INTERVALS)[number];
/** A failed renewal: delivery (and premium content) continue this long, then pause until a retry succeeds. */
export const BILLING_GRACE_DAYS = 3;
/** PayPal plans suspend a subscription after this many failed payments in a row (payment_preferences). */
export const PAYPAL_PAYMENT_FAILURE_THRESHOLD = 3;
/** A subscription whose first payment never came is given up after this long (Stripe expires it after 23 h). */
export const BILLING_INCOMPLETE_EXPIRES_HOURS = 24;
/** The webhook events billing needs from each provider (the setup checklist checks they are subscribed). */
export const BILLING_WEBHOOK_EVENTS = {
  stripe: ["invoice.paid", "invoice.payment_failed", "customer.subscription.updated", "customer.subscription.deleted", "charge.refunded", "charge.dispute.created", "charge.dispute.updated", "charge.dispute.closed"],
  paypal: [
    "BILLING.SUBSCRIPTION.ACTIVATED",
    "BILLING.SUBSCRIPTION.UPDATED",
    "BILLING.SUBSCRIPTION.CANCELLED",
    "BILLING.SUBSCRIPTION.SUSPENDED",
    "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
    "PAYMENT.SALE.COMPLETED",
    "PAYMENT.SALE.REFUNDED",
    "PAYMENT.SALE.REVERSED",
    "PAYMENT.CAPTURE.REFUNDED",
    "PAYMENT.CAPTURE.REVERSED",
    "CUSTOMER.DISPUTE.CREATED",
    "CUSTOMER.DISPUTE.UPDATED",
    "CUSTOMER.DISPUTE.RESOLVED",
  ],
} as const;
/** Subscription starts per buyer per window (each creates a customer or subscription at a provider). */
export const BILLING_LIMITS = { startsPerUser: { limit: 10, windowSeconds: 600 }, maxBodyBytes: 2 * 1024 } as const;

// ---------------------------------------------------------------------------------------------------------
// Real visitors' Web Vitals (issue 34): POST /api/vitals and the admin's report
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/vitals: beacons per address per window (one per page load; a carrier's NAT puts many phones
 * behind one address, hence more than one visitor could send), and the largest body accepted.
 */
export const VITALS_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;
export const VITALS_MAX_BODY_BYTES = 4 * 1024;
/**
 * Beacons are written in batches (lib/web-vitals/ingest.ts): every `flushMs`, or at once when `batchRows`
 * are waiting. At most `bufferRows` wait while the database is unreachable; older ones are dropped first.
 */
export const VITALS_INGEST = { flushMs: 1000, batchRows: 500, bufferRows: 20_000 } as const;
/** The report's windows (days), Google's own (CrUX shows 28 days), and how long rows are kept. */
export const VITALS_WINDOWS_DAYS = [7, 28] as const;
export const VITALS_KEEP_DAYS = 35;
/** The percentile the report shows (Google judges a page by the 75th percentile of its visits). */
export const VITALS_PERCENTILE = 0.75;
