import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { recordAudit } from "@/lib/audit/record";
import { hit } from "@/lib/rate-limit";
import { configFingerprint } from "@/lib/setup/fingerprint";
import { setupEntry } from "@/lib/setup/registry";
import { scrubSecrets } from "@/lib/setup/scrub";
import { TestPrecondition, type TestContext, type TestOutcome } from "@/lib/setup/types";

/** Tests per admin and integration per minute: a few, so a stuck finger cannot hammer a provider. */
export const SETUP_TEST_LIMIT = { limit: 3, windowSeconds: 60 } as const;

export type RunTestResult =
  | { status: "done"; outcome: TestOutcome }
  | { status: "unknown" }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "precondition"; message: string };

/** Every value the page must never show, for scrubbing providers' messages. */
function secretValues(): string[] {
  const e = env();
  return [
    e.RESEND_API_KEY, e.FACEBOOK_ACCESS_TOKEN, e.FACEBOOK_APP_SECRET, e.FACEBOOK_VERIFY_TOKEN, e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET,
    e.PAYPAL_CLIENT_SECRET, e.OPENAI_API_KEY, e.HUBSPOT_CLIENT_SECRET, e.PIPEDRIVE_WEBHOOK_PASSWORD, e.ZAPIER_WEBHOOK_SECRET, e.AUTH_SECRET, e.TWILIO_AUTH_TOKEN,
  ].filter((v): v is string => Boolean(v));
}

/**
 * Runs one integration's Test: one real, harmless call through the app's own client for that
 * provider. The result (the provider's words, scrubbed of secrets) is stored as the integration's
 * latest check and audited; business data is never touched.
 */
export async function runIntegrationTest(key: string, ctx: TestContext): Promise<RunTestResult> {
  const entry = setupEntry(key);
  if (!entry?.test) return { status: "unknown" };
  const limit = await hit(`setup-test:${ctx.admin.id}:${key}`, SETUP_TEST_LIMIT.limit, SETUP_TEST_LIMIT.windowSeconds);
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  let outcome: TestOutcome;
  try {
    outcome = await entry.test.run(ctx);
  } catch (e) {
    if (e instanceof TestPrecondition) return { status: "precondition", message: e.message };
    outcome = { ok: false, message: e instanceof Error ? e.message : "The test failed" };
  }
  const message = scrubSecrets(outcome.message, secretValues());
  const row = {
    ok: outcome.ok,
    message,
    testedAt: new Date(),
    testedById: ctx.admin.id,
    testedByName: ctx.admin.username,
    configHash: configFingerprint(entry),
  };
  await db().$transaction(async (tx) => {
    await tx.integrationCheck.upsert({ where: { integration: key }, create: { integration: key, ...row }, update: row });
    await recordAudit({ actorId: ctx.admin.id, action: "integration.test", entity: "integration", entityId: key, changes: { ok: outcome.ok, message } }, tx);
  });
  return { status: "done", outcome: { ok: outcome.ok, message } };
}
