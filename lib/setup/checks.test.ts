import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { resetPayPalToken } from "@/lib/payments/paypal/client";
import { runIntegrationTest, type RunTestResult } from "@/lib/setup/run-test";
import { setupChecklist, type ChecklistRow } from "@/lib/setup/checklist";
import { SETUP_ENTRIES } from "@/lib/setup/registry";
import { setEnv } from "@/test/fakes/integration-env";
import { startFakeResend, type FakeResend } from "@/test/fakes/resend";
import { startFakeStripe, type FakeStripe } from "@/test/fakes/stripe";
import { startFakePayPal, type FakePayPal } from "@/test/fakes/paypal";
import { startFakeOpenAI, FAKE_OPENAI_KEY, type FakeOpenAi } from "@/test/fakes/openai";
import { startFakeMetaGraph, type FakeMetaGraph } from "@/test/fakes/meta-graph";

/**
 * The setup checklist's Test of each outbound integration, against local fakes speaking each
 * provider's wire protocol (issue 25): a good key turns the row to "working", a bad key to "failing"
 * with the provider's own message, and no secret ever reaches the stored message.
 */
const PROVIDER_VARS = [
  "RESEND_API_KEY", "RESEND_BASE_URL", "STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET",
  "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE", "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_DAILY_CALL_LIMIT",
  "FACEBOOK_PIXEL_ID", "FACEBOOK_ACCESS_TOKEN", "FACEBOOK_APP_SECRET", "FACEBOOK_VERIFY_TOKEN", "FACEBOOK_GRAPH_URL", "FACEBOOK_TEST_EVENT_CODE",
  "HUBSPOT_CLIENT_SECRET", "PIPEDRIVE_WEBHOOK_USER", "PIPEDRIVE_WEBHOOK_PASSWORD", "SALESFORCE_ORG_ID", "ZAPIER_WEBHOOK_SECRET",
];
const clearProviders = () => setEnv(Object.fromEntries(PROVIDER_VARS.map((k) => [k, undefined])));

let resend: FakeResend;
let stripe: FakeStripe;
let paypal: FakePayPal;
let openai: FakeOpenAi;
let meta: FakeMetaGraph;
let admin: { id: number; username: string; email: string | null };

beforeAll(async () => {
  [resend, stripe, paypal, openai, meta] = await Promise.all([startFakeResend(), startFakeStripe(), startFakePayPal(), startFakeOpenAI(), startFakeMetaGraph({ pixelName: "Agency dataset" })]);
  const user = await makeUser("admin", { email: "owner@agency.example" });
  admin = { id: user.id, username: user.username, email: "owner@agency.example" };
});
afterAll(async () => {
  clearProviders();
  await Promise.all([resend.close(), stripe.close(), paypal.close(), openai.close(), meta.close()]);
});
beforeEach(async () => {
  clearProviders();
  resetPayPalToken();
  // Each case starts from "never tested" and a fresh per-minute allowance.
  await db().integrationCheck.deleteMany();
  await db().rateLimit.deleteMany({ where: { key: { startsWith: "setup-test:" } } });
});

const row = async (key: string): Promise<ChecklistRow> => (await setupChecklist({ requestIp: "203.0.113.5" })).find((r) => r.key === key)!;
const done = (r: RunTestResult) => {
  if (r.status !== "done") throw new Error(`expected a result, got ${r.status}`);
  return r.outcome;
};

describe("with no keys set", () => {
  it("every integration row is not configured, and says which variables to set, never a value", async () => {
    const rows = await setupChecklist({ requestIp: "203.0.113.5" });
    expect(rows.map((r) => r.key)).toEqual(SETUP_ENTRIES.map((e) => e.key));
    for (const key of ["email", "meta-capi", "meta-lead-ads", "stripe", "stripe-webhook", "paypal", "openai", "hubspot", "pipedrive", "salesforce", "zapier"]) {
      const r = rows.find((x) => x.key === key)!;
      expect(r.state, key).toBe("not_configured");
      expect(r.detail, key).toMatch(/^Not configured: set [A-Z_]+/);
      expect(r.variables.filter((v) => !v.optional).every((v) => v.set === false), key).toBe(true);
    }
    const hubspot = rows.find((r) => r.key === "hubspot")!;
    expect(hubspot.webhook?.url).toMatch(/\/api\/crm\/hubspot\/webhook$/);
    // The shared test database may hold other files' HubSpot deliveries: either way the row says what arrived.
    expect(hubspot.webhook?.lines[0]).toMatch(/^Deliveries: (none received yet|last (refused|accepted) )/);
    const address = rows.find((r) => r.key === "client-address")!;
    expect(address.facts).toContainEqual({ label: "Your address as the app sees it", value: "203.0.113.5" });
  });

  it("the Meta and e-mail rows count what is waiting on them", async () => {
    const before = (await row("meta-capi")).waiting?.count ?? 0;
    await db().conversionEvent.create({
      data: { eventId: `setup-waiting-${Date.now()}`, eventName: "Lead", eventTime: new Date(), status: "pending", payload: {}, lastError: "Missing Facebook credentials" },
    });
    expect((await row("meta-capi")).waiting).toMatchObject({ count: before + 1, href: "/admin/conversions" });
    const mails = (await row("email")).waiting?.count ?? 0;
    await db().communication.create({ data: { type: "email", direction: "outbound", status: "not_sent", toAddress: "x@agency.example", metadata: { reason: "RESEND_API_KEY is not set" } } });
    expect((await row("email")).waiting?.count).toBe(mails + 1);
  });
});

describe("Test against the local fakes", () => {
  it("e-mail: a test message to the admin's own address → working; a bad key → failing with Resend's message", async () => {
    setEnv({ RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url });
    expect((await row("email")).state).toBe("untested");
    expect(done(await runIntegrationTest("email", { admin }))).toMatchObject({ ok: true });
    expect(resend.delivered.at(-1)?.body).toMatchObject({ to: ["owner@agency.example"] });
    const working = await row("email");
    expect(working.state).toBe("working");
    expect(working.detail).toContain(`by ${admin.username}`);

    setEnv({ RESEND_API_KEY: "re_wrong_key_1234567890" });
    expect((await row("email")).state).toBe("untested"); // another key: the old result no longer speaks for it
    expect(done(await runIntegrationTest("email", { admin }))).toEqual({ ok: false, message: "invalid_api_key: API key is invalid" });
    const failing = await row("email");
    expect(failing.state).toBe("failing");
    expect(failing.detail).toContain("invalid_api_key: API key is invalid");
  });

  it("e-mail: an admin without an address is told to add one; nothing is stored or sent", async () => {
    setEnv({ RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url });
    const sent = resend.received.length;
    expect(await runIntegrationTest("email", { admin: { ...admin, email: null } })).toMatchObject({ status: "precondition" });
    expect(resend.received.length).toBe(sent);
    expect(await db().integrationCheck.findUnique({ where: { integration: "email" } })).toBeNull();
  });

  it("Stripe: retrieves the account → working; a bad key → failing with Stripe's message, the key never shown", async () => {
    setEnv({ STRIPE_SECRET_KEY: stripe.secretKey, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey, STRIPE_API_BASE: stripe.url });
    expect(done(await runIntegrationTest("stripe", { admin })).message).toContain("acct_fake_agency (Fake Agency LLC)");
    expect(stripe.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/account" });
    expect((await row("stripe")).state).toBe("working");

    setEnv({ STRIPE_SECRET_KEY: "sk_test_wrong_4242424242" });
    const outcome = done(await runIntegrationTest("stripe", { admin }));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/^Invalid API Key provided: \[hidden\]/);
    expect(outcome.message).not.toContain("sk_test");
    const failing = await row("stripe");
    expect(failing.state).toBe("failing");
    expect(failing.detail).toContain("Invalid API Key provided");
    expect(JSON.stringify(await db().integrationCheck.findMany())).not.toContain("sk_test_wrong");
  });

  it("PayPal: an OAuth token → working; a bad secret → failing with PayPal's message", async () => {
    setEnv({ PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url });
    expect(done(await runIntegrationTest("paypal", { admin }))).toMatchObject({ ok: true, message: "PayPal issued an access token (sandbox)." });
    expect((await row("paypal")).state).toBe("working");
    setEnv({ PAYPAL_CLIENT_SECRET: "not-the-secret" });
    expect(done(await runIntegrationTest("paypal", { admin }))).toEqual({ ok: false, message: "invalid_client: Client Authentication failed" });
    expect((await row("paypal")).state).toBe("failing");
  });

  it("OpenAI: one minimal call that counts against the daily cap → working; a bad key → failing with OpenAI's message", async () => {
    setEnv({ OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: openai.baseURL });
    const day = new Date().toISOString().slice(0, 10);
    const used = async () => (await db().rateLimit.findUnique({ where: { key: `chat:ai:${day}` } }))?.count ?? 0;
    const before = await used();
    expect(done(await runIntegrationTest("openai", { admin })).ok).toBe(true);
    expect(await used()).toBe(before + 1);
    expect(openai.requests.at(-1)?.body).toMatchObject({ model: "gpt-4.1-mini" });
    expect((await row("openai")).state).toBe("working");

    setEnv({ OPENAI_API_KEY: "sk-wrong-key-000000000000" });
    const outcome = done(await runIntegrationTest("openai", { admin }));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain("Incorrect API key provided.");
    expect(outcome.message).not.toContain("sk-wrong");
    expect((await row("openai")).state).toBe("failing");
  });

  it("OpenAI: with the daily cap at 0 no call is made and nothing is stored", async () => {
    setEnv({ OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: openai.baseURL, OPENAI_DAILY_CALL_LIMIT: "0" });
    const calls = openai.requests.length;
    expect(await runIntegrationTest("openai", { admin })).toMatchObject({ status: "precondition" });
    expect(openai.requests.length).toBe(calls);
  });

  it("Meta: token and dataset check → working, with a test event when FACEBOOK_TEST_EVENT_CODE is set; a bad token → failing with Meta's message", async () => {
    setEnv({ FACEBOOK_PIXEL_ID: meta.pixelId, FACEBOOK_ACCESS_TOKEN: meta.accessToken, FACEBOOK_GRAPH_URL: meta.url });
    const ledger = await db().conversionEvent.count();
    expect(done(await runIntegrationTest("meta-capi", { admin })).message).toContain(`Dataset ${meta.pixelId} (Agency dataset) answered`);
    expect((await row("meta-capi")).state).toBe("working");

    setEnv({ FACEBOOK_TEST_EVENT_CODE: "TEST12345" });
    const events = meta.events.length;
    expect(done(await runIntegrationTest("meta-capi", { admin })).message).toContain("Meta received 1 test event under Test Events code TEST12345");
    expect(meta.events.length).toBe(events + 1);
    expect(await db().conversionEvent.count()).toBe(ledger); // a test is not a conversion

    setEnv({ FACEBOOK_ACCESS_TOKEN: "EAABwrongtoken000000000" });
    const outcome = done(await runIntegrationTest("meta-capi", { admin }));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain("Invalid OAuth access token");
    expect(outcome.message).not.toContain("EAABwrong");
    expect((await row("meta-capi")).state).toBe("failing");
  });

  it("a few tests per admin and integration per minute; inbound-only rows have no test", async () => {
    setEnv({ PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url });
    for (let i = 0; i < 3; i++) expect((await runIntegrationTest("paypal", { admin })).status).toBe("done");
    expect(await runIntegrationTest("paypal", { admin })).toMatchObject({ status: "limited" });
    expect(await runIntegrationTest("hubspot", { admin })).toEqual({ status: "unknown" });
    expect(await runIntegrationTest("nope", { admin })).toEqual({ status: "unknown" });
  });
});
