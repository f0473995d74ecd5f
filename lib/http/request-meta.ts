import { env } from "@/lib/env";
import { log } from "@/lib/log";
import {
  CLIENT_ADDRESS_HEADER,
  SERVER_MARK,
  UNKNOWN_ADDRESS,
  forwardedClientAddress,
  proxyTrust,
  type ProxyTrust,
} from "@/lib/http/client-address";

let warned = false;
let cachedTrust: { key: string; trust: ProxyTrust } | undefined;

function configuredTrust(): ProxyTrust {
  const { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXIES: proxies } = env();
  const key = `${hops}|${proxies ?? ""}`;
  if (cachedTrust?.key !== key) cachedTrust = { key, trust: proxyTrust(hops, proxies) };
  return cachedTrust.trust;
}

/**
 * Who is calling: the one address every rate limit, audit entry, log line and consent record uses.
 * `npm start` serves through our own HTTP server (scripts/lib/http-server.mts), which knows the
 * socket, believes only the forwarding proxies that TRUSTED_PROXY_HOPS / TRUSTED_PROXIES name, removes
 * any copy of its header a client sent and sets its own (lib/http/client-address.ts). That header is
 * believed only when our server runs in this process (the mark on globalThis).
 *
 * Without our server (plain `next start`, a platform that runs Next itself) the socket is unknown and
 * X-Forwarded-For may be the client's own words: with TRUSTED_PROXY_HOPS ≥ 1 the platform in front is
 * declared to append to it (Vercel replaces it) and the walk starts at its right-most entry; with 0 the
 * address is the fixed "unknown" (one shared bucket, never one the client picks) and a warning says so.
 */
export function clientIp(req: Request): string {
  if ((globalThis as Record<symbol, unknown>)[SERVER_MARK]) {
    return req.headers.get(CLIENT_ADDRESS_HEADER) || UNKNOWN_ADDRESS;
  }
  const trust = configuredTrust();
  if (trust.hops > 0) return forwardedClientAddress(req.headers.get("x-forwarded-for"), trust);
  if (!warned) {
    warned = true;
    log.warn("client-address.unknown", {
      reason: "served without our HTTP server (npm start) and TRUSTED_PROXY_HOPS is 0: every client shares one rate-limit bucket",
    });
  }
  return UNKNOWN_ADDRESS;
}

export function userAgent(req: Request): string | null {
  return req.headers.get("user-agent")?.slice(0, 512) ?? null;
}

/**
 * CSRF defence for cookie-authenticated JSON routes (route handlers get none from Next):
 * a browser always sends Origin on cross-origin POSTs and Sec-Fetch-Site on modern engines.
 * Requests without either (curl, server-to-server) carry no ambient cookies to abuse.
 */
export function isCrossSite(req: { headers: Pick<Headers, "get"> }): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
