import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { META_CAPI } from "@/lib/constants";
import { metaConfig, missingCapiCredentials, missingCredentialsMessage } from "@/lib/integrations/meta/config";
import { buildServerEvent } from "@/lib/integrations/meta/events";
import { postEvents, readPixel } from "@/lib/integrations/meta/graph-client";
import { buildUserData } from "@/lib/integrations/meta/user-data";
import type { SetupEntry, TestOutcome } from "@/lib/setup/types";

/**
 * The token and dataset check of /api/facebook/test (GET /{dataset}?fields=id,name); with
 * FACEBOOK_TEST_EVENT_CODE also one event to Events Manager → Test Events. Nothing is written to the
 * ledger: a test is not a conversion.
 */
async function testConversionsApi(): Promise<TestOutcome> {
  const cfg = metaConfig();
  const missing = missingCapiCredentials(cfg);
  if (missing.length) return { ok: false, message: missingCredentialsMessage(missing) };
  const pixel = await readPixel(cfg);
  if (!pixel.ok) return { ok: false, message: pixel.error };
  const dataset = `Dataset ${pixel.body.id}${pixel.body.name ? ` (${pixel.body.name})` : ""} answered`;
  if (!cfg.testEventCode) return { ok: true, message: `${dataset}; the token can read it. Set FACEBOOK_TEST_EVENT_CODE to also send a test event.` };
  const event = buildServerEvent({
    eventName: "Lead",
    eventTime: new Date(),
    eventId: `setup-test-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`,
    user: buildUserData({ externalId: "setup-checklist-test" }),
    value: 0,
    contentName: "Setup checklist test",
    origin: { kind: "crm", crmName: "Setup checklist (test)" },
  });
  const sent = await postEvents([event], META_CAPI.interactiveTimeoutMs * 2, cfg);
  if (!sent.ok) return { ok: false, message: `${dataset}, but the test event was refused: ${sent.error}` };
  return { ok: true, message: `${dataset}; Meta received ${sent.body.events_received} test event under Test Events code ${cfg.testEventCode}.` };
}

export const metaCapiEntry: SetupEntry = {
  key: "meta-capi",
  title: "Meta Conversions API",
  summary: "Reports leads and deal stages to Meta so campaigns optimise on real sales. Without the dataset and token, events wait as pending.",
  variables: [
    { name: "FACEBOOK_PIXEL_ID", where: "Meta Events Manager → Data sources → your dataset (pixel) → Settings → Dataset ID." },
    { name: "FACEBOOK_ACCESS_TOKEN", where: "Events Manager → your dataset → Settings → Conversions API → Generate access token (or a system user's token in Business settings)." },
    { name: "FACEBOOK_TEST_EVENT_CODE", where: "Events Manager → your dataset → Test events → the code shown (remove it in production).", optional: true },
  ],
  also: ["FACEBOOK_GRAPH_URL", "FACEBOOK_APP_SECRET"],
  links: [
    { href: "/facebook-credentials", label: "Facebook credentials" },
    { href: "/facebook-api-test", label: "Facebook test pages" },
    { href: "/admin/conversions", label: "Conversions" },
  ],
  test: { label: "Check token and dataset", explains: "Reads the dataset with the token; sends a test event when FACEBOOK_TEST_EVENT_CODE is set.", run: testConversionsApi },
  async waiting() {
    const count = await db().conversionEvent.count({ where: { status: { in: ["pending", "failed"] } } });
    return count ? { count, label: count === 1 ? "Meta event pending or failed" : "Meta events pending or failed", href: "/admin/conversions" } : null;
  },
};
