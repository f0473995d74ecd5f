/**
 * Whether SITE_URL is an address a vendor on the internet can call (the setup checklist builds every
 * webhook URL from it). Unset, it is http://localhost:3000; a loopback, private or link-local host, or
 * a name without a dot, is reachable only from this machine or its network. No server-only code.
 */
const PRIVATE_V4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

export function unreachableSiteUrl(siteUrl: string, explicitlySet: boolean): string | null {
  let host: string;
  try {
    host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  } catch {
    return `SITE_URL (${siteUrl}) is not a valid address`;
  }
  const local = host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host === "::1" || host === "0.0.0.0" || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe80:/.test(host) || PRIVATE_V4.some((r) => r.test(host)) || (!host.includes(".") && !host.includes(":"));
  if (!local) return null;
  return explicitlySet
    ? `SITE_URL is ${siteUrl}: a vendor on the internet cannot reach it, so these webhook URLs will not receive anything. Set SITE_URL to this site's public https address and restart.`
    : `SITE_URL is not set, so these URLs use ${siteUrl}, which a vendor on the internet cannot reach (nor does it follow the port or host the server really runs on). Set SITE_URL to this site's public https address and restart.`;
}
