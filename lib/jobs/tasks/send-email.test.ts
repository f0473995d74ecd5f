import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import { runOnce } from "graphile-worker";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { taskList } from "@/lib/jobs/task-list";
import { workerLogger } from "@/lib/jobs/worker";
import { captureLead } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { startFakeResend, type FakeResend } from "@/test/fakes/resend";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { assignLead } from "@/lib/crm/leads/assign";
import { LEAD_ASSIGNED, leadAssignedEmail } from "@/lib/crm/leads/assignment-email";
import { queueEmail } from "@/lib/email/queue-email";
import { siteConfig } from "@/lib/site";
import { texasPhone } from "@/test/fixtures/texas-lead";

let resend: FakeResend;
/** Automations switched on by other files (the seed's first touch): off here, where the receipt is under test. */
let switchedOff: number[] = [];

async function runJobs() {
  await runOnce({ connectionString: process.env.DATABASE_URL!, taskList, logger: workerLogger });
}

async function newLead() {
  const result = await captureLead(
    leadSubmissionSchema.parse({
      fullName: "Trang Nguyen",
      email: `trang.nguyen${randomInt(1e6)}@outlook.com`,
      phone: texasPhone("713"),
      address: "2211 Westheimer Rd",
      city: "Houston",
      state: "TX",
      zipCode: "77098",
      leadType: "auto",
      consentVersion: "quote-2025-01",
    }),
    { ip: "198.51.100.4", userAgent: "test", pageUrl: null },
  );
  if (!result.ok || !result.body.id) throw new Error("capture failed");
  return result.body.id;
}

describe("e-mail jobs through the worker to a fake Resend", () => {
  beforeAll(async () => {
    resend = await startFakeResend();
    switchedOff = (await db().automation.findMany({ where: { isActive: true }, select: { id: true } })).map((a) => a.id);
    await db().automation.updateMany({ where: { id: { in: switchedOff } }, data: { isActive: false } });
    // Deliver everything queued by earlier test files first, so each case sees only its own mail.
    delete process.env.RESEND_API_KEY;
    resetEnvCache();
    await runJobs();
    process.env.RESEND_API_KEY = resend.apiKey;
    process.env.RESEND_BASE_URL = resend.url;
    process.env.LEAD_ALERT_EMAILS = "alerts@agency.example";
    process.env.EMAIL_FROM = "Texas Insurance Leads <leads@mail.example>";
    resetEnvCache();
  });
  afterAll(async () => {
    await db().automation.updateMany({ where: { id: { in: switchedOff } }, data: { isActive: true } });
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_BASE_URL;
    resetEnvCache();
    await resend.close();
  });

  it("sends the confirmation and the alert once, with Resend's wire format and idempotency keys", async () => {
    const id = await newLead();
    await runJobs();
    const confirmation = resend.delivered.find((m) => m.headers["idempotency-key"] === `lead-confirmation:${id}`);
    const alert = resend.delivered.find((m) => m.headers["idempotency-key"] === `lead-alert:${id}`);
    expect(confirmation?.headers.authorization).toBe(`Bearer ${resend.apiKey}`);
    expect(confirmation?.body).toMatchObject({ from: "Texas Insurance Leads <leads@mail.example>", subject: expect.stringContaining("We received your request") });
    expect(confirmation?.body.to).toEqual([expect.stringMatching(/^trang\.nguyen\d+@outlook\.com$/)]);
    expect(String(confirmation?.body.text)).toContain("Hi Trang,");
    // The alert goes to LEAD_ALERT_EMAILS and every active admin with an e-mail (other tests add admins).
    const admins = await db().user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, select: { email: true } });
    expect(new Set(alert?.body.to as string[])).toEqual(new Set(["alerts@agency.example", ...admins.map((a) => a.email!)]));
    expect(String(alert?.body.subject)).toContain(`New lead #${id}`);

    const rows = await db().communication.findMany({ where: { dedupeKey: { in: [`lead-confirmation:${id}`, `lead-alert:${id}`] } } });
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows.every((r) => r.providerId && r.sentAt)).toBe(true);

    await runJobs();
    expect(resend.delivered.filter((m) => m.headers["idempotency-key"] === `lead-confirmation:${id}`)).toHaveLength(1);
  });

  it("retries after Resend fails, and delivers once when it recovers", async () => {
    resend.failNext(2);
    const id = await newLead();
    await runJobs();
    const row = await db().communication.findFirstOrThrow({ where: { dedupeKey: `lead-confirmation:${id}` } });
    expect(["retrying", "sent"]).toContain(row.status);

    // Time passes: make the backed-off jobs due now, then let the worker run again.
    await db().$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0`;
    await runJobs();
    await db().$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0`;
    await runJobs();
    const sent = await db().communication.findFirstOrThrow({ where: { dedupeKey: `lead-confirmation:${id}` } });
    expect(sent.status).toBe("sent");
    expect(resend.delivered.filter((m) => m.headers["idempotency-key"] === `lead-confirmation:${id}`)).toHaveLength(1);
  });

  it("renders the agent's lead-assigned e-mail when it sends it, with the admin path's renderer, and records what it sent", async () => {
    const tag = randomInt(100_000, 999_999);
    // Agent prospects (the landing page) go round-robin to our sales staff.
    const agent = await makeUser("sales", { email: `agent${tag}@agency.example`, acceptsLeadTypes: ["life"] });
    const admin = await makeUser("admin");
    const person = { fullName: "Rosa Villarreal", email: `rosa.v${tag}@gmail.com`, phone: texasPhone(), leadType: "life", source: "landing" };
    const meta = { ip: "203.0.113.9", userAgent: "test", pageUrl: null };
    // The admin path queues one.
    const assigned = await makeLead(null, { leadType: "life", fullName: "Rosa Villarreal" });
    await assignLead(admin, assigned.id, agent.id);
    // The capture statement queues one: a repeat by the same person goes to the agent of the first lead.
    const first = await captureLead(leadSubmissionSchema.parse(person), meta);
    await assignLead(admin, first.ok ? first.body.id! : 0, agent.id);
    const repeat = await captureLead(leadSubmissionSchema.parse(person), meta);
    const repeatId = repeat.ok ? repeat.body.id! : 0;
    expect((await db().lead.findUniqueOrThrow({ where: { id: repeatId } })).assignedTo).toBe(agent.id);
    // The agent is renamed before the worker runs: the e-mail greets them by the name they have then.
    const username = `O'Brien & <Sons> "${tag}"`;
    await db().user.update({ where: { id: agent.id }, data: { username } });
    await runJobs();

    for (const leadId of [assigned.id, repeatId]) {
      const lead = await db().lead.findUniqueOrThrow({ where: { id: leadId } });
      const expected = leadAssignedEmail(lead, username, siteConfig().url);
      expect(expected.text.startsWith(`Hi ${username},\n\nA new life lead is yours: #${leadId} Rosa Villarreal (score `)).toBe(true);
      expect(expected.html.startsWith(`<p>Hi O&#39;Brien &amp; &lt;Sons&gt; &quot;${tag}&quot;,</p>\n`)).toBe(true);
      const row = await db().communication.findFirstOrThrow({ where: { dedupeKey: { startsWith: `lead-assigned:${leadId}:${agent.id}:` } } });
      const sent = resend.delivered.filter((m) => m.headers["idempotency-key"] === row.dedupeKey);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toMatchObject({ to: [`agent${tag}@agency.example`], subject: expected.subject, text: expected.text, html: expected.html });
      expect(row).toMatchObject({ status: "sent", subject: expected.subject, content: expected.text });
      expect(row.metadata).toEqual({ kind: "lead_assigned", leadId, agentId: agent.id, html: expected.html });
    }
  });

  it("does not send a lead-assigned e-mail whose lead no longer exists, and says why", async () => {
    const agent = await makeUser("agent", { email: `agent${randomInt(1e6)}@agency.example`, acceptsLeadTypes: ["life"] });
    const lead = await makeLead(agent);
    const dedupeKey = `lead-assigned:${lead.id}:${agent.id}:${Date.now()}`;
    await db().$transaction((tx) =>
      queueEmail(tx, { kind: LEAD_ASSIGNED, to: ["someone@agency.example"], subject: `New lead assigned to you: #${lead.id}`, dedupeKey, metadata: { leadId: lead.id, agentId: agent.id } }),
    );
    // The lead is deleted before the worker gets to the e-mail.
    await db().lead.delete({ where: { id: lead.id } });
    await runJobs();
    const row = await db().communication.findUniqueOrThrow({ where: { dedupeKey } });
    expect(row.status).toBe("not_sent");
    expect((row.metadata as { reason?: string }).reason).toBe("The lead or the agent this e-mail is about no longer exists");
    expect(resend.delivered.filter((m) => m.headers["idempotency-key"] === dedupeKey)).toHaveLength(0);
  });

  it("records the e-mail as not sent when RESEND_API_KEY is missing", async () => {
    delete process.env.RESEND_API_KEY;
    resetEnvCache();
    const id = await newLead();
    await runJobs();
    const row = await db().communication.findFirstOrThrow({ where: { dedupeKey: `lead-confirmation:${id}` } });
    expect(row.status).toBe("not_sent");
    expect((row.metadata as { reason?: string }).reason).toBe("RESEND_API_KEY is not set");
    process.env.RESEND_API_KEY = resend.apiKey;
    resetEnvCache();
  });
});
