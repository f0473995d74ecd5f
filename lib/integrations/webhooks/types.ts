import type { CrmProvider } from "@/lib/constants";

export type WebhookProvider = "facebook" | "hubspot" | "pipedrive" | "salesforce" | "zapier" | "resend" | "twilio";
export const WEBHOOK_PROVIDERS: readonly WebhookProvider[] = ["facebook", "hubspot", "pipedrive", "salesforce", "zapier"];

/** One delivery item to keep in webhook_inbox: the provider's own event id is the dedupe key. */
export type InboxItem = { providerEventId: string; payload: Record<string, unknown> };

/** What a verified request turned into: items to store, or why it is refused. */
export type Parsed = { ok: true; items: InboxItem[] } | { ok: false; status: 400 | 413; error: string };

/** A CRM's stage change, in one shape whatever the CRM. */
export type StageReport = {
  source: Exclude<WebhookProvider, "facebook">;
  /** Whose stage table maps the stage; null: the stage-change API's, then any table that knows it. */
  mappingProvider: CrmProvider | null;
  /** lead_event_source: the CRM's name. */
  crmName: string;
  /** Stage names to look up, best first (e.g. Pipedrive: the name if sent, then the stage id). */
  stages: string[];
  /** A value given for the stage itself (Zapier's stage_value): sent with any event. */
  stageValue: number | null;
  /** The deal's amount: sent with the sale (Purchase/Subscribe) only. */
  dealAmount: number | null;
  occurredAt: Date;
  dealId: string | null;
  leadRef: string | null;
  email: string | null;
  phone: string | null;
};

/** Not a stage change we act on (another property, a deletion…): kept, marked ignored. */
export type Ignored = { ignored: string };

export function isIgnored(r: StageReport | Ignored): r is Ignored {
  return "ignored" in r;
}

export const INBOX_OUTCOMES = [
  "event_queued",
  "duplicate_event",
  "unmatched",
  "unmapped_stage",
  "ignored",
  "do_not_contact",
  "lead_created",
  "invalid",
  "failed",
] as const;
export type InboxOutcome = (typeof INBOX_OUTCOMES)[number];
