/**
 * Test plumbing for the integrations (issue 6): point the app at a fake Graph API, run the
 * background jobs once, make backed-off jobs due, and make realistic Texas leads.
 */
import { randomInt } from "node:crypto";
import { runOnce } from "graphile-worker";
import { db } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { taskList } from "@/lib/jobs/task-list";
import { workerLogger } from "@/lib/jobs/worker";
import { captureLead, type CaptureMeta } from "@/lib/leads/capture-lead";
import { leadSubmissionSchema, type LeadSubmissionInput } from "@/lib/schemas/lead";
import { texasLead as sharedTexasLead } from "@/test/fixtures/texas-lead";
import type { FakeMetaGraph } from "@/test/fakes/meta-graph";

const META_VARS = ["FACEBOOK_PIXEL_ID", "FACEBOOK_ACCESS_TOKEN", "FACEBOOK_APP_SECRET", "FACEBOOK_GRAPH_URL", "FACEBOOK_TEST_EVENT_CODE", "FACEBOOK_VERIFY_TOKEN"];

export function useFakeMeta(fake: FakeMetaGraph, extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    FACEBOOK_PIXEL_ID: fake.pixelId,
    FACEBOOK_ACCESS_TOKEN: fake.accessToken,
    FACEBOOK_GRAPH_URL: fake.url,
    ...extra,
  });
  resetEnvCache();
}

export function setEnv(values: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

export function clearMetaEnv(): void {
  setEnv(Object.fromEntries(META_VARS.map((k) => [k, undefined])));
}

/** Runs every job that is due now, once (no cron). */
export async function runJobs(): Promise<void> {
  await runOnce({ connectionString: process.env.DATABASE_URL!, taskList, logger: workerLogger });
}

/** Time passes: backed-off jobs become due. */
export async function makeRetriesDue(): Promise<void> {
  await db().$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0 AND attempts < max_attempts`;
}

/** The shared Texas lead at the address of integrations.md §11's reference vectors (Austin, TX 78701). */
export const texasLead = (overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput =>
  sharedTexasLead({ address: "600 Congress Ave", zipCode: "78701", ...overrides });

export const BROWSER = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  pageUrl: "https://agency.example/texas-insurance",
};

export async function captureTexasLead(overrides: Partial<LeadSubmissionInput> = {}, meta: Partial<CaptureMeta> = {}) {
  const input = texasLead(overrides);
  const result = await captureLead(leadSubmissionSchema.parse(input), { ...BROWSER, ...meta });
  if (!result.ok || !result.body.id) throw new Error("capture failed");
  return { id: result.body.id, score: result.body.validationResult.score, input };
}

/** An admin user row, for audit actor ids and mocked sessions. */
export async function adminUser() {
  return db().user.create({ data: { username: `admin-${Date.now().toString(36)}-${randomInt(1e6)}`, password: "x", role: "admin", status: "active" } });
}
