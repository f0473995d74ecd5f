import { BlockList, isIP } from "node:net";

/**
 * Who the client is, from the socket and the forwarding proxies we were told to believe. Pure logic,
 * shared by our HTTP server (scripts/lib/http-server.mts), which computes the address once per
 * request, and by lib/http/request-meta.ts, which reads it.
 *
 * X-Forwarded-For is a list every proxy appends to: `client, proxy1, proxy2`, and the socket is the
 * proxy nearest to us. Anything left of what our own proxies appended was written by the client and
 * proves nothing. So the walk starts at the socket and moves one entry to the left only while the
 * current address is a trusted proxy: one of the nearest TRUSTED_PROXY_HOPS addresses (the socket is
 * hop 0), or an address inside TRUSTED_PROXIES. The first untrusted address is the client.
 */

/** The request header through which our server hands the trusted address to the app. A copy sent by a client is removed. */
export const CLIENT_ADDRESS_HEADER = "x-trusted-client-address";

/**
 * Set on globalThis by our HTTP server when it starts, in the process that also runs the app. A client
 * cannot set process memory, so when this is present, CLIENT_ADDRESS_HEADER on a request was written by
 * the server (it removes any client copy before setting its own).
 */
export const SERVER_MARK = Symbol.for("texas-insurance-leads.trusted-client-address-server");

/** The address recorded when none can be trusted (plain `next start`, a request that names no address). */
export const UNKNOWN_ADDRESS = "unknown";

export type ProxyTrust = {
  /** How many of the nearest addresses (the socket first) are our own proxies. */
  hops: number;
  /** Addresses that are our own proxies wherever they appear, or null for none. */
  proxies: BlockList | null;
};

export const TRUST_NONE: ProxyTrust = { hops: 0, proxies: null };

/**
 * One address in canonical form: IPv4 dotted quad, IPv6 lowercase and compressed (RFC 5952), an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4 clients) as IPv4.
 * Accepts the forms proxies write into X-Forwarded-For: `[v6]`, `[v6]:port`, `v4:port`, a zone id.
 * Returns null for anything that is not an IP address.
 */
export function normalizeIp(raw: string): string | null {
  let text = raw.trim();
  if (!text || text.length > 64) return null;
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(text);
  if (withPort) {
    if (withPort[2] !== undefined && Number(withPort[2]) > 65535) return null;
    text = withPort[1]!;
  }
  text = text.replace(/%[\w.-]+$/, "");
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return null;
  // The URL parser writes IPv6 hosts in RFC 5952 form (and an embedded IPv4 part in hex).
  const host = new URL(`http://[${text}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return host;
}

/**
 * The address a rate limit counts: an IPv4 address itself; an IPv6 address by its /64, the block one
 * customer is given (a host with a routed /64 can send from a new address every request). Consent and
 * audit records keep the full address; only the counters share it.
 */
export function rateLimitAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const host = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  // Expand "::" so the first four groups are the /64.
  const [head = "", tail] = host.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (IPv4 and IPv6), e.g.
 * `10.0.0.0/8, 173.245.48.0/20, 2400:cb00::/32, 127.0.0.1`. Throws with the offending entry.
 */
export function parseTrustedProxies(text: string | undefined): BlockList | null {
  const entries = (text ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [addressPart = "", prefixPart, extra] = entry.split("/").map((part) => part.trim());
    const invalid = () => new Error(`"${entry}" is not an IP address or CIDR range (examples: 10.0.0.0/8, 2400:cb00::/32, 127.0.0.1)`);
    const address = isIP(addressPart) ? normalizeIp(addressPart) : null;
    if (!address || extra !== undefined) throw invalid();
    const v4 = isIP(address) === 4;
    const max = v4 ? 32 : 128;
    let prefix = max;
    if (prefixPart !== undefined) {
      if (!/^\d{1,3}$/.test(prefixPart)) throw invalid();
      prefix = Number(prefixPart);
      // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
      if (v4 && isIP(addressPart) === 6) prefix -= 96;
      if (prefix < 0 || prefix > max) throw new Error(`"${entry}": the prefix length must be 0–${max} for an IPv${v4 ? 4 : 6} range`);
    }
    list.addSubnet(address, prefix, v4 ? "ipv4" : "ipv6");
  }
  return list;
}

/** TRUSTED_PROXY_HOPS and TRUSTED_PROXIES as the environment holds them (already validated by lib/env.ts). */
export function proxyTrust(hops: number, proxies: string | undefined): ProxyTrust {
  return { hops, proxies: parseTrustedProxies(proxies) };
}

function isTrusted(address: string, position: number, trust: ProxyTrust): boolean {
  if (position < trust.hops) return true;
  return !!trust.proxies?.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/** The entries of (possibly several, comma-joined) X-Forwarded-For headers, left to right. */
export function forwardedEntries(header: string | string[] | null | undefined): string[] {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  return text.split(",").map((e) => e.trim());
}

/**
 * The client's address. `socketAddress` is the peer of the TCP connection; `forwardedFor` the
 * X-Forwarded-For header(s) as received. The walk stops at the first address that is not a trusted
 * proxy, when the header has no more entries (more hops configured than present: the left-most entry
 * is as far as anyone vouches), or before an entry that is not an IP address (a trusted proxy never
 * writes one, so it came from further left and is not believed).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | null | undefined, trust: ProxyTrust): string {
  const socket = socketAddress ? normalizeIp(socketAddress) : null;
  if (!socket) return UNKNOWN_ADDRESS;
  return walk(socket, 0, forwardedEntries(forwardedFor), trust);
}

/**
 * The same walk when the socket is not known but a platform in front is declared as at least one
 * trusted hop (TRUSTED_PROXY_HOPS ≥ 1 while the app runs without our server, e.g. on Vercel, which
 * replaces X-Forwarded-For with the address it saw). The right-most entry is where it starts.
 */
export function forwardedClientAddress(forwardedFor: string | string[] | null | undefined, trust: ProxyTrust): string {
  if (trust.hops < 1) return UNKNOWN_ADDRESS;
  const chain = forwardedEntries(forwardedFor);
  const nearest = normalizeIp(chain.pop() ?? "");
  return nearest ? walk(nearest, 1, chain, trust) : UNKNOWN_ADDRESS;
}

function walk(start: string, startPosition: number, chain: string[], trust: ProxyTrust): string {
  let current = start;
  for (let position = startPosition; isTrusted(current, position, trust); position++) {
    const previous = normalizeIp(chain.pop() ?? "");
    if (!previous) break;
    current = previous;
  }
  return current;
}
