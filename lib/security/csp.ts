import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of pages. Two shapes, because Next can put a nonce only into pages it
 * renders per request, and the marketing pages are prerendered once at build time:
 *
 *  - pages rendered per request (CRM, checkout, staff pages): a fresh nonce per response and
 *    'strict-dynamic'. Next reads the nonce from the request's CSP header (set by proxy.ts) and puts
 *    it on every script it emits; scripts those scripts load (route chunks, Stripe.js, PayPal's SDK)
 *    are trusted through 'strict-dynamic'.
 *  - prerendered pages: the sha256 of each inline script of the page's HTML, plus 'self' for
 *    Next's own chunk files (their <script src> tags carry no nonce, so no 'strict-dynamic' here).
 *
 * Both list the payment providers' hosts, because any page can navigate client-side to /checkout
 * and keep its own policy (a browser applies the first document's policy for the whole visit).
 * Neither has 'unsafe-inline' or 'unsafe-eval': an injected inline script or event handler never runs.
 * Styles are not restricted (React and Stripe set inline styles); only scripts are.
 */
export const PAYMENT_SCRIPT_HOSTS = [
  // Stripe.js (https://docs.stripe.com/security/guide#content-security-policy)
  "https://js.stripe.com",
  "https://*.js.stripe.com",
  // PayPal's JS SDK, live and sandbox, and the scripts it loads
  "https://www.paypal.com",
  "https://www.sandbox.paypal.com",
  "https://*.paypalobjects.com",
] as const;

/** What every response carries, pages or not (lib/security/headers.ts sends it on static files and API routes). */
export const BASE_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"] as const;

export const BASE_POLICY = BASE_DIRECTIVES.join("; ");

/** Policy of a page rendered for this request (`dev`: `next dev`, whose React needs eval for its debugging aids). */
export function noncePolicy(nonce: string, dev = false): string {
  // 'self' and the hosts are ignored by browsers that understand 'strict-dynamic' (CSP3); they keep
  // older CSP2 browsers working. No 'unsafe-inline' fallback: every browser we support knows nonces.
  const sources = [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...PAYMENT_SCRIPT_HOSTS, ...(dev ? ["'unsafe-eval'"] : [])];
  return [`script-src ${sources.join(" ")}`, ...BASE_DIRECTIVES].join("; ");
}

/** Policy of a prerendered page whose inline scripts hash to `hashes`. */
export function hashPolicy(hashes: readonly string[]): string {
  const sources = ["'self'", ...hashes.map((h) => `'${h}'`), ...PAYMENT_SCRIPT_HOSTS];
  return [`script-src ${sources.join(" ")}`, ...BASE_DIRECTIVES].join("; ");
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

/**
 * `sha256-…` of every inline script of an HTML document that a browser would run, in document
 * order without duplicates. External scripts (src) are covered by 'self'; data blocks
 * (type="application/ld+json") are never run, so CSP does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(typeValue)) continue;
    hashes.add(`sha256-${createHash("sha256").update(m[2] ?? "", "utf8").digest("base64")}`);
  }
  return [...hashes];
}
