import "server-only";
import { z } from "zod";
import { parseTrustedProxies } from "@/lib/http/client-address";

/**
 * The validated environment: the only module that reads process.env for configuration.
 * Every variable is documented in .env.example and the README's configuration table. Parsed lazily, once, so a
 * `next build` without runtime secrets still works; a bad value fails fast at first use.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalText,
  AUTH_SECRET: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  SITE_URL: z.url().default("http://localhost:3000"),
  SITE_NAME: z.string().trim().min(1).default("Texas Insurance Leads"),
  CONTACT_PHONE: z.string().trim().min(7).default("(512) 555-0199"),
  CONTACT_EMAIL: z.email().default("hello@texasinsuranceleads.example"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Sign-in throttling: failures allowed per username / per IP within the window. */
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * Who may create an agent account at /register: `approval` (anyone; the account waits for an admin
   * and sees no CRM data until approved), `invite` (only with an admin's invitation link), `closed`
   * (nobody; invitation links are refused too). An invitation link always gives an approved account.
   */
  REGISTRATION_MODE: z.enum(["approval", "invite", "closed"], { error: "must be approval, invite or closed" }).default("approval"),
  /**
   * Crashed-worker recovery (lib/jobs/crashed-workers.ts): each worker process beats this often, sweeps
   * this often, and releases jobs locked longer than the stale threshold by a worker whose heartbeat is
   * that old. Production keeps the defaults; the fault tests use seconds. The threshold must leave room
   * for at least two missed beats, or a slow but live worker could lose its jobs.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WORKER_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WORKER_STALE_AFTER_SECONDS: z.coerce.number().int().min(2).max(86_400).default(120),
  WORKER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // ---- issue 34: where `npm start` runs the background worker ----
  /**
   * `process` (default): a process of its own beside the serving process (scripts/lib/worker-process.mts),
   * so a burst's jobs and the HTTP server use a core each; `in-process`: in the serving process (one
   * process fewer, slower under a burst: docs/benchmarks.md); `off`: no worker (the workers run
   * elsewhere: `npm run worker`).
   */
  WORKER_MODE: z.enum(["process", "in-process", "off"], { error: "must be process, in-process or off" }).default("process"),
  // ---- end issue 34 ----
  /** Chat assistant (lib/assistant). Without a key Alex answers from the offline topic library. */
  OPENAI_API_KEY: optionalText,
  /** A small, fast, non-reasoning model keeps replies inside the ~10 s budget. */
  OPENAI_MODEL: optionalText.transform((v) => v ?? "gpt-4.1-mini"),
  /** Another OpenAI-compatible endpoint, or a local fake in tests. Empty: the official API. */
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  /** Cost guard: OpenAI calls allowed per UTC day across all visitors; past it the offline library answers. */
  OPENAI_DAILY_CALL_LIMIT: z.coerce.number().int().nonnegative().default(2000),
  /** E-mail through Resend. Without a key, e-mails are recorded in `communications` as not sent. */
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalText.pipe(z.url().optional()),
  EMAIL_FROM: z.string().trim().min(3).default("Texas Insurance Leads <leads@texasinsuranceleads.example>"),
  /**
   * Verifies the Svix signature of Resend's delivery events on /api/resend/webhook (whsec_…, from
   * Resend's webhook settings). Without it the webhook answers 503 and e-mails stay at "sent".
   */
  RESEND_WEBHOOK_SECRET: optionalText,
  /**
   * The agency's postal address, printed in every automated e-mail (CAN-SPAM requires a valid
   * physical postal address in commercial e-mail). Set your own: the default is a placeholder.
   */
  AGENCY_POSTAL_ADDRESS: z.string().trim().min(10).max(200).default("100 Congress Ave, Suite 2000, Austin, TX 78701"),
  /** Comma-separated addresses that receive new-lead alerts (also every admin with an e-mail). */
  LEAD_ALERT_EMAILS: optionalText,
  /** Public form limits: submissions per IP per 10 minutes. */
  PUBLIC_FORM_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /**
   * Meta (issue 6). Conversions API: pixel + access token (events stay pending until both are set).
   * Lead Ads webhook: app secret (X-Hub-Signature-256) and verify token (subscription check); the
   * access token also fetches each new lead. The Graph URL includes the pinned API version.
   */
  FACEBOOK_PIXEL_ID: optionalText,
  FACEBOOK_ACCESS_TOKEN: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_VERIFY_TOKEN: optionalText,
  FACEBOOK_GRAPH_URL: optionalText.pipe(z.url().optional()).transform((v) => (v ?? "https://graph.facebook.com/v25.0").replace(/\/+$/, "")),
  FACEBOOK_TEST_EVENT_CODE: optionalText,
  /** CRM webhooks (issue 6): each missing secret disables only its own webhook (503). */
  HUBSPOT_CLIENT_SECRET: optionalText,
  PIPEDRIVE_WEBHOOK_USER: optionalText,
  PIPEDRIVE_WEBHOOK_PASSWORD: optionalText,
  SALESFORCE_ORG_ID: optionalText,
  ZAPIER_WEBHOOK_SECRET: optionalText,
  /**
   * Card payments (Stripe). Without the secret and publishable keys the checkout's card tab says card
   * payments are not configured and the endpoints answer 503. The publishable key is read here, at
   * runtime, and handed to the checkout page by the server (never inlined into the client bundle at
   * build time), so one build serves any configuration.
   */
  STRIPE_SECRET_KEY: optionalText,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Verifies Stripe-Signature on /api/stripe/webhook; without it the webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe API address (protocol, host, port), e.g. a local fake in tests. Empty: https://api.stripe.com. */
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  /** PayPal (Orders v2, REST with OAuth client credentials). Without both, the PayPal tab says it is not configured. */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  /** PayPal REST address: the sandbox unless set (live: https://api-m.paypal.com). */
  PAYPAL_API_BASE: optionalText.pipe(z.url().optional()).transform((v) => v ?? "https://api-m.sandbox.paypal.com"),
  /**
   * Subscriptions (issue 32): the id PayPal gave our webhook (developer.paypal.com → the app → Webhooks),
   * sent with each verify-webhook-signature call. Without it /api/paypal/webhook answers 503.
   */
  PAYPAL_WEBHOOK_ID: optionalText,
  /**
   * Texting through Twilio (issue 33; lib/texting/). Configured = the account SID, the auth token and a
   * sender (a Messaging Service SID, preferred, or a From number in E.164). Without them texts are
   * recorded in `communications` as not sent and the lead page says texting is not configured; the
   * auth token also verifies X-Twilio-Signature on /api/twilio/inbound and /api/twilio/status (503 without it).
   */
  TWILIO_ACCOUNT_SID: optionalText.pipe(z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must look like AC followed by 32 hex digits").optional()),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(z.string().regex(/^MG[0-9a-fA-F]{32}$/, "must look like MG followed by 32 hex digits").optional()),
  TWILIO_FROM_NUMBER: optionalText.pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in E.164, e.g. +15125550100").optional()),
  /** Twilio's REST address (a local fake in tests). Empty: https://api.twilio.com. */
  TWILIO_API_BASE: optionalText.pipe(z.url().optional()),
  /**
   * The hours automated and manual texts may go, in the recipient's time: `texas` (Business & Commerce
   * Code §301.051: Mon–Sat 9:00–21:00, Sun 12:00–21:00; the default) or `federal` (TCPA: 8:00–21:00 daily).
   */
  TEXTING_QUIET_HOURS: z.enum(["texas", "federal"], { error: "must be texas or federal" }).default("texas"),
  /**
   * Buyers' pushes (issue 31; lib/marketplace/push/). HubSpot's API address: the buyer's private-app
   * token is only ever sent here. MARKETPLACE_PUSH_TEST_ORIGINS is for tests only (docs/testing.md):
   * comma-separated exact origins (`http://127.0.0.1:4100`) a push may reach over plain http on a
   * loopback address; never set in production (`npm start` does not set it).
   */
  HUBSPOT_API_BASE: optionalText.pipe(z.url().optional()).transform((v) => (v ?? "https://api.hubapi.com").replace(/\/+$/, "")),
  MARKETPLACE_PUSH_TEST_ORIGINS: optionalText.superRefine((value, ctx) => {
    for (const origin of (value ?? "").split(",").map((o) => o.trim()).filter(Boolean)) {
      let url: URL | null = null;
      try {
        url = new URL(origin);
      } catch {
        url = null;
      }
      if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== origin.replace(/\/+$/, "")) {
        ctx.addIssue({ code: "custom", message: "each entry must be an exact origin such as http://127.0.0.1:4100" });
        return;
      }
    }
  }),
  /**
   * The client's address (issue 17; lib/http/client-address.ts). Our HTTP server believes
   * X-Forwarded-For only as far as these say: the nearest TRUSTED_PROXY_HOPS addresses (the socket
   * first) and any address inside TRUSTED_PROXIES (comma-separated IPs or CIDR ranges) are our own
   * proxies. Default: none, the socket address is the client and a client's own header is ignored.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(20).default(0),
  TRUSTED_PROXIES: optionalText.superRefine((value, ctx) => {
    try {
      parseTrustedProxies(value);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: e instanceof Error ? e.message : String(e) });
    }
  }),
});

const checked = schema.refine((e) => e.WORKER_STALE_AFTER_SECONDS >= 2 * e.WORKER_HEARTBEAT_SECONDS, {
  path: ["WORKER_STALE_AFTER_SECONDS"],
  message: "must be at least twice WORKER_HEARTBEAT_SECONDS",
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = checked.safeParse(process.env);
    if (!parsed.success) {
      // Names only: values may be secrets. Messages of our own checks (code "custom") never quote a secret.
      const names = parsed.error.issues.map((i) => i.path.join(".") + (i.code === "custom" ? ` (${i.message})` : "")).join(", ");
      throw new Error(`Invalid environment variables: ${names}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
