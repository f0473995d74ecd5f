import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { leadSubmissionSchema, type LeadSubmissionInput } from "@/lib/schemas/lead";
import { captureLead, IDEMPOTENCY_MISMATCH, type CaptureMeta } from "@/lib/leads/capture-lead";
import { revokeConsent } from "@/lib/leads/opt-out";
import { texasLead, texasPhone } from "@/test/fixtures/texas-lead";
import { handleAutomationEvent } from "@/lib/automations/run-event";
import { systemClock } from "@/lib/automations/definitions";

const genuine = (overrides: Partial<LeadSubmissionInput> = {}) => texasLead(overrides);

const meta = (extra: Partial<CaptureMeta> = {}): CaptureMeta => ({
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (test)",
  pageUrl: "http://localhost/admin-quote-private",
  ...extra,
});

const capture = (input: LeadSubmissionInput, m: Partial<CaptureMeta> = {}) => captureLead(leadSubmissionSchema.parse(input), meta(m));

describe("captureLead (real PostgreSQL)", () => {
  beforeAll(() => {
    process.env.LEAD_ALERT_EMAILS = "sales@agency.example, owner@agency.example";
    resetEnvCache();
  });

  it("stores a genuine Texas lead as verified, with consent evidence, normalised identity and queued e-mails", async () => {
    const input = genuine();
    const result = await capture(input);
    expect(result.ok && result.status).toBe(201);
    if (!result.ok) return;
    expect(result.body.validationResult.score).toBeGreaterThanOrEqual(80);
    expect(result.body.validationResult.isValid).toBe(true);

    const lead = await db().lead.findUniqueOrThrow({ where: { id: result.body.id! } });
    expect(lead.isVerified).toBe(true);
    expect(lead.emailNormalized).toBe(input.email);
    expect(lead.phoneE164).toMatch(/^\+1512\d{7}$/);
    expect(lead.consentVersion).toBe("quote-2025-01");
    expect(lead.consentText).toContain("Consent is not a condition of purchase");
    expect(lead.consentIp).toBe("203.0.113.7");
    expect(lead.consentPageUrl).toBe("http://localhost/admin-quote-private");
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(lead.insuranceQualified).toBe(true);

    // The team's alert is queued with the lead; the person's e-mail is the automations' event's to
    // send (a first touch, or the confirmation receipt), queued with the lead too.
    const mails = await db().communication.findMany({ where: { dedupeKey: { in: [`lead-confirmation:${lead.id}`, `lead-alert:${lead.id}`] } } });
    expect(mails.map((m) => m.dedupeKey)).toEqual([`lead-alert:${lead.id}`]);
    // LEAD_ALERT_EMAILS, then every other active admin's e-mail (other files' admins live in this database too), each once.
    const admins = await db().user.findMany({ where: { role: "admin", status: "active", email: { not: null } }, orderBy: { id: "asc" }, select: { email: true } });
    expect(mails[0]!.toAddress).toBe([...new Set(["sales@agency.example", "owner@agency.example", ...admins.map((a) => a.email!)])].join(", "));
    const jobs = await db().$queryRaw<{ task_identifier: string; key: string }[]>`
      SELECT task_identifier, key FROM graphile_worker.jobs
      WHERE key IN (${`email:lead-alert:${lead.id}`}, ${`automation-event:captured:${lead.id}`}) ORDER BY key`;
    expect(jobs).toEqual([
      { task_identifier: "automations:event", key: `automation-event:captured:${lead.id}` },
      { task_identifier: "email:send", key: `email:lead-alert:${lead.id}` },
    ]);
  });

  it("queues a lead's first e-mail ahead of the events of leads captured before it (one wait in a burst's backlog, not two)", async () => {
    const earlier = await capture(genuine());
    const later = await capture(genuine());
    if (!earlier.ok || !later.ok) throw new Error("capture failed");
    await handleAutomationEvent({ kind: "lead_captured", leadId: later.body.id! }, systemClock);
    const [firstMail] = await db().communication.findMany({ where: { leadId: later.body.id!, type: "email", NOT: { dedupeKey: `lead-alert:${later.body.id!}` } } });
    expect(firstMail).toBeDefined();
    // graphile-worker takes the lowest priority first, then the earliest run_at.
    const order = await db().$queryRaw<{ key: string }[]>`
      SELECT key FROM graphile_worker.jobs
      WHERE key IN (${`automation-event:captured:${earlier.body.id}`}, ${`email:${firstMail!.dedupeKey}`}) ORDER BY priority, run_at`;
    expect(order.map((j) => j.key)).toEqual([`email:${firstMail!.dedupeKey}`, `automation-event:captured:${earlier.body.id}`]);
  });

  it("scores a fabricated lead below 50 and keeps it unverified", async () => {
    const result = await capture(
      genuine({ fullName: "Test Test", email: `asdf${randomInt(1000, 9999)}@mailinator.com`, phone: "(555) 010-0123" }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.validationResult.score).toBeLessThan(50);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: result.body.id! } });
    expect(lead.isVerified).toBe(false);
    expect(lead.verificationFlags.length).toBeGreaterThan(0);
  });

  it("answers a repeated Idempotency-Key with the first answer and creates one row", async () => {
    const input = genuine();
    const key = `idem-${randomInt(1e9)}`;
    const first = await capture(input, { idempotencyKey: key });
    const again = await capture(input, { idempotencyKey: key });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toMatchObject({ status: 201, replayed: true, text: first.text });
    expect(again.body).toEqual(first.body);
    expect(await db().lead.count({ where: { email: input.email } })).toBe(1);

    const changed = await capture({ ...input, fullName: "Maria G. Gonzalez" }, { idempotencyKey: key });
    expect(changed).toMatchObject({ ok: false, status: 409, body: { error: IDEMPOTENCY_MISMATCH } });
  });

  it("creates exactly one row when the same key races (no deadlock between the two unique indexes)", async () => {
    for (let round = 0; round < 8; round++) {
      const input = genuine();
      const key = `race-${randomInt(1e9)}`;
      const results = await Promise.all(Array.from({ length: 8 }, () => capture(input, { idempotencyKey: key })));
      expect(results.every((r) => r.ok && r.status === 201)).toBe(true);
      expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
      // Every loser answers the winner's bytes.
      expect(new Set(results.map((r) => (r.ok ? r.text : null))).size).toBe(1);
      const ids = new Set(results.map((r) => (r.ok ? r.body.id : null)));
      expect(ids.size).toBe(1);
      expect(await db().lead.count({ where: { email: input.email } })).toBe(1);
    }
  });

  it("stores a repeat by the same person within 30 days, flagged and linked to the first", async () => {
    const input = genuine();
    const first = await capture(input);
    const second = await capture({ ...input, phone: "(512) 474-2291" });
    const third = await capture({ ...input, email: `other${randomInt(1e6)}@gmail.com` });
    if (!first.ok || !second.ok || !third.ok) throw new Error("capture failed");
    expect(second.body.duplicate).toBe(true);
    const rows = await db().lead.findMany({ where: { id: { in: [second.body.id!, third.body.id!] } } });
    for (const row of rows) expect(row.duplicateOfId).toBe(first.body.id);
    expect(second.body.validationResult.flags.join(" ")).toMatch(/duplicate/i);
  });

  it("marks a person who opted out as do-not-contact, before and after, and sends them nothing", async () => {
    const input = genuine();
    const before = await capture(input);
    if (!before.ok) throw new Error("capture failed");
    await revokeConsent({ email: input.email }, { ip: null, channel: "test" });
    expect((await db().lead.findUniqueOrThrow({ where: { id: before.body.id! } })).doNotContact).toBe(true);

    const after = await capture({ ...input, phone: texasPhone("214") });
    if (!after.ok) throw new Error("capture failed");
    const lead = await db().lead.findUniqueOrThrow({ where: { id: after.body.id! } });
    expect(lead.doNotContact).toBe(true);
    // The automations' event sends nothing to them: no receipt, no first touch (the stop rule).
    await handleAutomationEvent({ kind: "lead_captured", leadId: lead.id }, systemClock);
    expect(await db().communication.count({ where: { leadId: lead.id, toAddress: input.email } })).toBe(0);
  });

  it("keeps a lead that fails insurance qualification in unqualified_leads with its reason", async () => {
    const result = await capture(genuine({ hasContinuousCoverage: false, hasMultipleClaims: true }));
    if (!result.ok) throw new Error("capture failed");
    const row = await db().unqualifiedLead.findFirstOrThrow({ where: { leadId: result.body.id! } });
    expect(row.unqualifiedReason.length).toBeGreaterThan(5);
    expect(row.manuallyApproved).toBe(false);
  });

  it("does not mark down a ZIP-only form's lead for the street it never asked for", async () => {
    const zipOnly = { address: null, city: null, state: null, zipCode: "78701", leadType: "all" as const, phone: "(512) 473-2389" };
    const bundle = await capture(genuine({ ...zipOnly, source: "texas-insurance" }));
    const funnel = await capture(genuine({ ...zipOnly, phone: "(512) 473-2390", source: "quote-funnel" }));
    if (!bundle.ok || !funnel.ok) throw new Error("capture failed");
    expect(bundle.body.validationResult.score).toBeGreaterThanOrEqual(80);
    expect(bundle.body.validationResult.isValid).toBe(true);
    // The quote funnel asks for the street: a lead without one is not verified.
    expect(funnel.body.validationResult.score).toBeLessThan(bundle.body.validationResult.score);
  });

  it("scores without storing in a dry run", async () => {
    const input = genuine();
    const result = await capture(input, { dryRun: true });
    expect(result).toMatchObject({ ok: true, status: 200, body: { success: true, id: null } });
    expect(await db().lead.count({ where: { email: input.email } })).toBe(0);
  });

  it("scores a dry run on the submission alone, even when the same person is already stored", async () => {
    const input = genuine();
    const stored = await capture(input);
    if (!stored.ok) throw new Error("capture failed");
    const dry = await capture(input, { dryRun: true });
    if (!dry.ok) throw new Error("dry run failed");
    expect(dry.body).toMatchObject({ duplicate: false });
    expect(dry.body.validationResult?.score).toBe(stored.body.validationResult?.score);
  });
});
