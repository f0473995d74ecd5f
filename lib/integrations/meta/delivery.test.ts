import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { changeStage } from "@/lib/crm/opportunities/change-stage";
import { applyStageChange } from "@/lib/integrations/crm/stage-change";
import { flushPendingConversions } from "@/lib/integrations/meta/deliver";
import { buildServerEvent } from "@/lib/integrations/meta/events";
import { eventsRequestBody } from "@/lib/integrations/meta/graph-client";
import { recordConversionEvents, resendConversionEvent } from "@/lib/integrations/meta/ledger";
import { buildUserData } from "@/lib/integrations/meta/user-data";
import { metaConfig } from "@/lib/integrations/meta/config";
import { META_TEST_VECTORS as V, sha256, startFakeMetaGraph, type FakeMetaGraph } from "@/test/fakes/meta-graph";
import { adminUser, BROWSER, captureTexasLead, clearMetaEnv, makeRetriesDue, runJobs, setEnv, useFakeMeta } from "@/test/fakes/integration-env";

let fake: FakeMetaGraph;
let adminId: number;
const APP_SECRET = "app-secret-for-proofs";

const ledger = (leadId: number) => db().conversionEvent.findMany({ where: { leadId }, orderBy: { id: "asc" } });

describe("Meta Conversions API: the automated flow and delivery through the worker (fake Graph API)", () => {
  beforeAll(async () => {
    fake = await startFakeMetaGraph({ appSecret: APP_SECRET });
    useFakeMeta(fake, { FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_TEST_EVENT_CODE: "TEST12345", SITE_NAME: "Texas Insurance Leads" });
    adminId = (await adminUser()).id;
    await runJobs(); // deliver what earlier test files queued, so each case sees its own events
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    clearMetaEnv();
    await fake.close();
  });

  it("lead in → Lead (+ CompleteRegistration above 85) → stage change → opportunity won: each event hashed, ordered, delivered once", async () => {
    const { id, score, input } = await captureTexasLead({}, { pageUrl: BROWSER.pageUrl });
    expect(score).toBeGreaterThan(85);
    const queued = await ledger(id);
    expect(queued.map((e) => [e.eventName, e.status])).toEqual([
      ["Lead", "pending"],
      ["CompleteRegistration", "pending"],
    ]);

    await runJobs();
    const lead = fake.events.find((e) => e.event_id === `lead-${id}-lead`);
    expect(lead).toMatchObject({
      event_name: "Lead",
      action_source: "website",
      event_source_url: BROWSER.pageUrl,
      custom_data: { currency: "USD", value: 18, content_name: "home insurance lead", content_category: "Lead Progression" },
    });
    const digits = `1${input.phone!.replace(/\D/g, "")}`;
    expect(lead!.user_data).toEqual({
      em: [sha256(input.email!)],
      ph: [sha256(digits)],
      fn: [sha256("maria")],
      ln: [sha256("gonzalez")],
      ct: [V.city.hash],
      st: [V.state.hash],
      zp: [V.zip.hash],
      country: [V.country.hash],
      external_id: [sha256(String(id))],
      client_ip_address: BROWSER.ip,
      client_user_agent: BROWSER.userAgent,
    });
    expect(fake.events.find((e) => e.event_id === `lead-${id}-complete-registration`)?.event_name).toBe("CompleteRegistration");
    // Token in the body only (never the URL), the app-secret proof and the test event code alongside.
    const request = fake.requests.find((r) => r.path.endsWith("/events"))!;
    expect(request.body).toMatchObject({ access_token: fake.accessToken, test_event_code: "TEST12345", appsecret_proof: expect.stringMatching(/^[a-f0-9]{64}$/) });
    expect(Object.keys(request.query)).toEqual([]);
    expect(fake.violations).toEqual([]);
    const sent = await ledger(id);
    expect(sent.every((e) => e.status === "sent" && e.attempts === 1 && e.sentAt)).toBe(true);
    expect(sent[0]!.response).toMatchObject({ events_received: expect.any(Number), fbtrace_id: expect.any(String) });

    // The tester's stage → Schedule, reported by our CRM (system_generated, event_source crm).
    const change = await applyStageChange({ lead_id: id, new_stage: "appointment_scheduled", previous_stage: "lead_qualified", stage_value: null, event_time: null }, adminId);
    expect(change.status).toBe(200);
    expect(change.body.stageEvent).toMatchObject({ event_name: "Schedule", action_source: "system_generated", lead_id: id, new_stage: "appointment_scheduled", stage_value: 75 });
    expect((await db().lead.findUniqueOrThrow({ where: { id } })).status).toBe("qualified");

    // The CRM's own deal: prospecting → closed_won sends every later stage in order, the sale with its amount.
    const account = await db().account.create({ data: { name: "Gonzalez household" } });
    const opp = await db().opportunity.create({ data: { name: "Home policy", accountId: account.id, leadId: id, amount: "1840.00", stage: "prospecting" } });
    await changeStage({ opportunityId: opp.id, toStage: "closed_won", actor: null });
    expect((await ledger(id)).map((e) => e.eventName)).toEqual(["Lead", "CompleteRegistration", "Schedule", "InitiateCheckout", "SubmitApplication", "Purchase"]);

    const seen = fake.events.length;
    await runJobs();
    const names = fake.events.slice(seen).filter((e) => e.event_id.startsWith(`lead-${id}-`) || e.event_id === `crm-deal-${opp.id}-purchase`).map((e) => e.event_name);
    expect(names).toEqual(["Schedule", "InitiateCheckout", "SubmitApplication", "Purchase"]);
    const purchase = fake.events.find((e) => e.event_id === `crm-deal-${opp.id}-purchase`)!;
    expect(purchase).toMatchObject({ action_source: "system_generated", custom_data: { value: 1840, content_name: "closed_won", event_source: "crm", lead_event_source: "Texas Insurance Leads CRM" } });
    expect(purchase.event_source_url).toBeUndefined();

    // A repeated stage changes nothing at Meta.
    const again = await applyStageChange({ lead_id: id, new_stage: "appointment_scheduled", previous_stage: null, stage_value: null, event_time: null }, adminId);
    expect(again.body.delivery).toBe("already_recorded");
    await runJobs();
    expect(fake.deliveries(`lead-${id}-schedule`)).toBe(1);
    expect(fake.violations).toEqual([]);
  });

  it("Meta answering 500 for a while: retried with backoff, delivered exactly once after recovery", async () => {
    fake.failNext(3);
    const { id } = await captureTexasLead();
    for (let round = 0; round < 6; round++) {
      await runJobs();
      await makeRetriesDue();
    }
    const rows = await ledger(id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows[0]!.attempts).toBe(4);
    expect(fake.deliveries(`lead-${id}-lead`)).toBe(1);
    expect(fake.deliveries(`lead-${id}-complete-registration`)).toBe(1);
    const failedJobs = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'meta:send-conversions'`;
    expect(Number(failedJobs[0]!.n)).toBe(0);
  });

  it("Meta rejecting the batch: the error is recorded on each event, and an admin can resend", async () => {
    fake.rejectBatches(true);
    const { id } = await captureTexasLead();
    await runJobs();
    const rows = await ledger(id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(rows[0]!.lastError).toContain("Invalid event");
    expect(rows[0]!.lastError).toMatch(/code 100\/2804019, fbtrace_id A[0-9a-f]+/);
    expect(rows[0]!.response).toMatchObject({ status: 400, error: { code: 100, error_subcode: 2804019 } });

    fake.rejectBatches(false);
    expect(await resendConversionEvent(rows[0]!.id)).toEqual({ ok: true });
    expect(await resendConversionEvent(rows[0]!.id)).toMatchObject({ ok: false, status: 409 });
    await runJobs();
    expect((await db().conversionEvent.findUniqueOrThrow({ where: { id: rows[0]!.id } })).status).toBe("sent");
    expect(fake.deliveries(`lead-${id}-lead`)).toBe(1);
  });

  it("missing credentials leave events pending with the reason (not failed), with no delivery job; the sweep sends them once configured", async () => {
    setEnv({ FACEBOOK_ACCESS_TOKEN: undefined });
    const { id } = await captureTexasLead();
    // The reason is there from the start, and no job is queued that could only find it again.
    const recorded = await ledger(id);
    expect(recorded.map((r) => r.lastError)).toEqual(Array(2).fill("Missing Facebook credentials: FACEBOOK_ACCESS_TOKEN. Visit /facebook-credentials to set them up."));
    const jobs = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'meta:send-conversions' AND key = ${`meta-send:${recorded[0]!.id}-2`}`;
    expect(jobs[0]!.n).toBe(0);
    await runJobs();
    const waiting = await ledger(id);
    expect(waiting.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(waiting[0]!.lastError).toBe("Missing Facebook credentials: FACEBOOK_ACCESS_TOKEN. Visit /facebook-credentials to set them up.");
    expect(fake.requests).toEqual([]);

    useFakeMeta(fake);
    await flushPendingConversions(new Date(Date.now() + 3 * 60_000));
    expect((await ledger(id)).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("a token Meta rejects keeps events pending with an explanation instead of failing them", async () => {
    setEnv({ FACEBOOK_ACCESS_TOKEN: "EAAB-wrong" });
    const { id } = await captureTexasLead();
    await runJobs();
    const rows = await ledger(id);
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(rows[0]!.lastError).toMatch(/^Meta rejected the credentials: .*code 190/);
    useFakeMeta(fake);
  });

  it("drops events older than Meta's 7 days with the reason, and sends at most 1,000 per request", async () => {
    const user = buildUserData({ email: "old.lead@gmail.com" });
    const old = buildServerEvent({ eventName: "Lead", eventTime: new Date(Date.now() - 8 * 86_400_000), eventId: `old-${Date.now()}`, user, value: 18, contentName: "x", origin: { kind: "crm", crmName: "Test" } });
    const many = Array.from({ length: 1001 }, (_, i) =>
      buildServerEvent({ eventName: "Lead", eventTime: new Date(), eventId: `bulk-${Date.now()}-${i}`, user: buildUserData({ externalId: `bulk-${i}` }), value: 18, contentName: "bulk", origin: { kind: "crm", crmName: "Test" } }),
    );
    await db().$transaction((tx) => recordConversionEvents(tx, [{ event: old }, ...many.map((event) => ({ event }))]));
    await runJobs();
    const dropped = await db().conversionEvent.findUniqueOrThrow({ where: { eventId: old.event_id } });
    expect(dropped.status).toBe("dropped");
    expect(dropped.lastError).toContain("7-day");
    expect(fake.deliveries(old.event_id)).toBe(0);
    const batches = fake.requests.filter((r) => r.path.endsWith("/events")).map((r) => (r.body!.data as unknown[]).length);
    expect(Math.max(...batches)).toBeLessThanOrEqual(1000);
    expect(many.every((e) => fake.deliveries(e.event_id) === 1)).toBe(true);
  });

  it("Lead Ads leads: the Meta lead id unhashed (as a JSON integer), system_generated with Conversion Leads' fields", async () => {
    const { id } = await captureTexasLead({ source: null }, { defaultSource: "facebook-lead-ads", sourceLeadId: "1234567890123456", consentTextOverride: "Consent given on Meta's form", ip: null, userAgent: null, pageUrl: null });
    await runJobs();
    const lead = fake.events.find((e) => e.event_id === `lead-${id}-lead`)!;
    expect(lead.action_source).toBe("system_generated");
    expect(lead.user_data.lead_id).toBe(1234567890123456);
    expect(lead.custom_data).toMatchObject({ event_source: "crm", lead_event_source: "Texas Insurance Leads CRM" });
    // Ids beyond a float's exact range are written digit for digit.
    const body = eventsRequestBody([{ ...lead, user_data: { lead_id: "98765432109876543" } }] as never, metaConfig());
    expect(body).toContain('"lead_id":98765432109876543');
  });

  it("a repeat of a recent lead sends nothing (the person was counted), nor does a person who opted out", async () => {
    const first = await captureTexasLead();
    const repeat = await captureTexasLead({ email: first.input.email, phone: first.input.phone });
    expect(await ledger(repeat.id)).toEqual([]);
    // The repeat's CRM progress speaks for the original lead.
    const change = await applyStageChange({ lead_id: repeat.id, new_stage: "policy_sold", previous_stage: null, stage_value: 920, event_time: null }, adminId);
    expect(change.body.stageEvent).toMatchObject({ event_name: "Purchase", stage_value: 920 });
    expect((await ledger(first.id)).map((e) => e.eventName)).toContain("Purchase");
  });
});
