import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { webhookReceipts, type WebhookReceipt } from "@/lib/integrations/webhooks/receipts";
import { configFingerprint, isSet } from "@/lib/setup/fingerprint";
import { formatSetupTime } from "@/lib/setup/format";
import { SETUP_ENTRIES } from "@/lib/setup/registry";
import type { RowState, SetupEntry, SetupLink, StatusContext, Waiting } from "@/lib/setup/types";
import { unreachableSiteUrl } from "@/lib/setup/public-address";

/** What the page shows for one row: states and words only, never a secret (variables are set or not). */
export type ChecklistRow = {
  key: string;
  title: string;
  summary: string;
  state: RowState;
  /** One sentence: when it was tested and by whom, the provider's error, or what is missing. */
  detail: string;
  variables: { name: string; set: boolean; optional: boolean; where: string }[];
  facts: { label: string; value: string }[];
  /** `warning`: SITE_URL is one a vendor cannot reach (lib/setup/public-address.ts). `urls`: further URLs to paste. */
  webhook: { url: string; lines: string[]; warning: string | null; urls: { url: string; label: string }[] } | null;
  test: { label: string; explains: string } | null;
  links: SetupLink[];
  waiting: Waiting | null;
};

const RESTART = "Set variables in .env (or the server's environment), then restart: Ctrl-C and npm start (in production, restart the service).";
export const RESTART_NOTE = RESTART;

function receiptLine(label: string, r: WebhookReceipt | undefined, missing: string): string {
  if (!r) return `${label}: ${missing}`;
  const last = r.lastAccepted ? `verified and accepted ${formatSetupTime(r.lastAt)}` : `refused ${formatSetupTime(r.lastAt)} (${r.lastDetail}, HTTP ${r.lastStatus})`;
  const earlier = !r.lastAccepted && r.lastAcceptedAt ? `; last accepted ${formatSetupTime(r.lastAcceptedAt)}` : "";
  return `${label}: last ${last}${earlier}. ${r.acceptedCount} accepted, ${r.refusedCount} refused in all.`;
}

async function evaluate(entry: SetupEntry, ctx: StatusContext, checks: Map<string, Awaited<ReturnType<typeof loadChecks>>[number]>, receipts: Map<string, WebhookReceipt>): Promise<ChecklistRow> {
  const e = env() as Record<string, unknown>;
  const variables = entry.variables.map((v) => ({ name: v.name, set: isSet(e[v.name]), optional: Boolean(v.optional), where: v.where }));
  // Alternatives (a shared anyOf group): one of them set is enough, and they are named together once
  // ("TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER").
  const group = (g: string) => entry.variables.filter((w) => w.anyOf === g);
  const missing = entry.variables
    .filter((v) => !v.optional && !isSet(e[v.name]) && !(v.anyOf && group(v.anyOf).some((w) => isSet(e[w.name]))))
    .map((v) => (v.anyOf ? group(v.anyOf).map((w) => w.name).join(" or ") : v.name));
  const named = [...new Set(missing)];
  const site = env().SITE_URL.replace(/\/+$/, "");
  const receipt = entry.webhook ? receipts.get(entry.webhook.endpoint) : undefined;
  const webhook = entry.webhook
    ? {
        url: `${site}${entry.webhook.path}`,
        warning: unreachableSiteUrl(site, !!process.env.SITE_URL?.trim()),
        lines: [
          receiptLine("Deliveries", receipt, "none received yet"),
          ...(entry.webhook.related ?? []).map((r) => receiptLine(r.label, receipts.get(r.endpoint), r.missing)),
        ],
        urls: (entry.webhook.urls ?? []).map((u) => ({ url: `${site}${u.path}`, label: u.label })),
      }
    : null;

  let state: RowState;
  let detail: string;
  let facts: { label: string; value: string }[] = [];
  if (entry.status) {
    const s = await entry.status(ctx);
    ({ state, detail } = s);
    facts = s.facts ?? [];
  } else if (missing.length) {
    state = "not_configured";
    detail = `Not configured: set ${named.join(", ")}.`;
  } else if (entry.test) {
    const check = checks.get(entry.key);
    if (!check || check.configHash !== configFingerprint(entry)) {
      state = "untested";
      detail = check ? "Configured but untested since the settings changed: press Test." : "Configured but untested: press Test.";
    } else if (check.ok) {
      state = "working";
      detail = `Working: tested ${formatSetupTime(check.testedAt)} by ${check.testedByName ?? "an admin"}. ${check.message}`;
    } else {
      state = "failing";
      detail = `Failing since ${formatSetupTime(check.testedAt)} (tested by ${check.testedByName ?? "an admin"}): ${check.message}`;
    }
  } else if (!receipt) {
    state = "untested";
    detail = "Configured; no delivery received yet. Paste the URL into the vendor and send a test from there.";
  } else if (receipt.lastAccepted) {
    state = "working";
    detail = `Working: the last delivery was verified and accepted ${formatSetupTime(receipt.lastAt)}.`;
  } else {
    state = "failing";
    detail = `Failing: the last delivery was refused ${formatSetupTime(receipt.lastAt)}: ${receipt.lastDetail}.`;
  }

  return {
    key: entry.key,
    title: entry.title,
    summary: entry.summary,
    state,
    detail,
    variables,
    facts,
    webhook,
    test: entry.test ? { label: entry.test.label, explains: entry.test.explains } : null,
    links: entry.links ?? [],
    waiting: entry.waiting ? await entry.waiting() : null,
  };
}

const loadChecks = () => db().integrationCheck.findMany();

/** Every row of the checklist, in the registry's order. */
export async function setupChecklist(ctx: StatusContext): Promise<ChecklistRow[]> {
  const [checks, receipts] = await Promise.all([loadChecks(), webhookReceipts()]);
  const byKey = new Map(checks.map((c) => [c.integration, c]));
  return Promise.all(SETUP_ENTRIES.map((entry) => evaluate(entry, ctx, byKey, receipts)));
}
