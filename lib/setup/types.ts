import type { Env } from "@/lib/env";

/**
 * One row of the setup checklist on /admin (issue 25). The checklist is the list in registry.ts, one
 * small file per integration under entries/: adding a row is adding an entry. An entry says what to
 * set and where the vendor shows it; the page works out the row's state from the environment (only
 * whether each variable is set, never a value), the stored Test results and the webhook receipts.
 */
export type EnvName = keyof Env & string;

export type SetupVariable = {
  name: EnvName;
  /** Where in the vendor's screens the value is found (or what to put). */
  where: string;
  /** Not needed for the row to count as configured (base URLs, test codes). */
  optional?: boolean;
  /** Variables sharing a group name are alternatives: one of them set is enough (a sender id or a number). */
  anyOf?: string;
};

export type SetupLink = { href: string; label: string };

/** An inbound webhook: the URL to paste into the vendor, and the receipt endpoint(s) it records under. */
export type SetupWebhook = {
  path: string;
  /** The name recordWebhookReceipt is called with (lib/integrations/webhooks/receipts.ts). */
  endpoint: string;
  /** Further endpoints shown on the row, e.g. Meta's subscription check. */
  related?: { endpoint: string; label: string; missing: string }[];
  /** Further URLs to paste (Twilio's status callback), each with its own copy button. */
  urls?: { path: string; label: string }[];
};

/** What a Test call found: the provider's own words, never a secret. */
export type TestOutcome = { ok: boolean; message: string };

export type TestContext = { admin: { id: number; username: string; email: string | null } };

/** A Test that cannot run for a reason that is not the provider's (no e-mail address to send to). Not stored. */
export class TestPrecondition extends Error {}

export type SetupTest = {
  /** The button's text after "Test", e.g. "Send a test e-mail". */
  label: string;
  /** What the call does, shown beside the button. */
  explains: string;
  run: (ctx: TestContext) => Promise<TestOutcome>;
};

export type RowState = "not_configured" | "untested" | "working" | "failing";

/** Rows that are not a set of variables (agents, API keys, the client address) say their own state. */
export type CustomStatus = { state: RowState; detail: string; facts?: { label: string; value: string }[] };

export type StatusContext = { requestIp: string };

/** Something waiting on this integration ("3 e-mails not sent"), with the page that shows it. */
export type Waiting = { count: number; label: string; href: string };

export type SetupEntry = {
  key: string;
  title: string;
  /** What it does and what happens without it. */
  summary: string;
  variables: SetupVariable[];
  /** Settings the Test depends on that are not listed (base URLs, defaults): part of the fingerprint only. */
  also?: EnvName[];
  links?: SetupLink[];
  webhook?: SetupWebhook;
  test?: SetupTest;
  status?: (ctx: StatusContext) => Promise<CustomStatus>;
  waiting?: () => Promise<Waiting | null>;
};
