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

let resend: FakeResend;

async function runJobs() {
  await runOnce({ connectionString: process.env.DATABASE_URL!, taskList, logger: workerLogger });
}

async function newLead() {
  const result = await captureLead(
    leadSubmissionSchema.parse({
      fullName: "Trang Nguyen",
      email: `trang.nguyen${randomInt(1e6)}@outlook.com`,
      phone: `(713) ${randomInt(230, 989)}-${randomInt(1000, 9999)}`,
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
    expect(alert?.body.to).toEqual(["alerts@agency.example"]);
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
