import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { forbiddenRange, isLoopback } from "@/lib/marketplace/push/address-rules";

/**
 * Where a buyer's push may go (no SSRF, issue 31 §5): an https URL whose host is, or resolves only
 * to, addresses on the public internet. Checked when the buyer saves the URL (checkPushUrl, for the
 * set-up form's service) and again before every attempt (resolvePushTarget), which returns the
 * address it checked: the request connects to exactly that address (pinned in its lookup), so a DNS
 * answer that changes between the check and the connection (DNS rebinding) reaches nothing else.
 * The only exception is for tests: MARKETPLACE_PUSH_TEST_ORIGINS lists exact origins that may be
 * reached over http on a loopback address (docs/testing.md).
 */

export type ResolvedAddress = { address: string; family: number };
/** How a host name becomes addresses: the system resolver (getaddrinfo, as every HTTP client uses), or a test's. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export type PushTarget = { url: URL; address: string; family: 4 | 6 };
export type UrlCheck = { ok: true } | { ok: false; message: string };
export type TargetCheck = { ok: true; target: PushTarget } | { ok: false; message: string; transient: boolean };

const MAX_URL_LENGTH = 2048;

/** A resolver that does not answer within this is a lookup that failed (retried later at send). */
const LOOKUP_TIMEOUT_MS = 5_000;

const systemLookup: HostLookup = (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup of ${hostname} timed out`)), LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([dnsLookup(hostname, { all: true, verbatim: true }), timeout]).finally(() => clearTimeout(timer));
};

/** The exact origins tests may reach over http on loopback (never set in production). */
function testOrigins(): Set<string> {
  const raw = env().MARKETPLACE_PUSH_TEST_ORIGINS ?? "";
  return new Set(raw.split(",").map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean));
}

/** The URL as typed, parsed and held to the rules that need no DNS; else the message for the buyer. */
function parsePushUrl(raw: string): { url: URL; testOrigin: boolean } | { message: string } {
  const text = raw.trim();
  if (!text) return { message: "Enter the URL of your endpoint, starting with https://" };
  if (text.length > MAX_URL_LENGTH) return { message: `The URL is too long (at most ${MAX_URL_LENGTH} characters).` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { message: "That is not a valid URL: enter the full address, starting with https://" };
  }
  const testOrigin = testOrigins().has(url.origin);
  if (url.protocol !== "https:" && !testOrigin) {
    return { message: url.protocol === "http:" ? "The URL must start with https:// (plain http:// would send your leads unencrypted)." : "The URL must start with https://" };
  }
  if (url.username || url.password) return { message: "Remove the user name and password from the URL: a push signs its requests instead." };
  if (url.hash) return { message: "Remove the #fragment from the URL: it is never sent to a server." };
  return { url, testOrigin };
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

function refusal(host: string, ip: string, range: string, literal: boolean): string {
  const where = literal ? `The URL points to ${ip}` : `The host name ${host} resolves to ${ip}`;
  const what = range === "loopback" ? "a loopback address (this server itself)" : `${range === "unspecified" || range === "invalid" ? "an" : "a"} ${range} address`;
  return `${where}, ${what}. Leads are only pushed to addresses on the public internet.`;
}

/**
 * The address a push to this URL connects to, after checking every address the host has (one
 * address outside the public internet refuses the URL). `transient` says a later try may succeed
 * (the host name did not resolve now), as opposed to a URL that is refused for what it is.
 */
export async function resolvePushTarget(raw: string, opts: { lookup?: HostLookup } = {}): Promise<TargetCheck> {
  const parsed = parsePushUrl(raw);
  if ("message" in parsed) return { ok: false, message: parsed.message, transient: false };
  const { url, testOrigin } = parsed;
  const host = bare(url.hostname);
  const literal = isIP(host) !== 0;
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (opts.lookup ?? systemLookup)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, message: `The host name ${host} could not be found (DNS lookup failed): check the address.`, transient: true };
  }
  for (const { address } of addresses) {
    if (testOrigin && isLoopback(address)) continue;
    const range = forbiddenRange(address);
    if (range) return { ok: false, message: refusal(host, address, range, literal), transient: false };
  }
  const first = addresses[0]!;
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/**
 * For the buyer's set-up form: may deliveries be pushed to this URL? A clear message when not
 * (not https, credentials in it, a private, loopback, link-local, carrier-grade NAT, multicast,
 * unspecified or unique-local address, or a host name that does not resolve).
 */
export async function checkPushUrl(url: string, opts: { lookup?: HostLookup } = {}): Promise<UrlCheck> {
  const checked = await resolvePushTarget(url, opts);
  return checked.ok ? { ok: true } : { ok: false, message: checked.message };
}
