/**
 * Who is calling, for rate limits and consent evidence. `next start` fills X-Forwarded-For with
 * the socket address when the request has none; behind a load balancer the right-most entry is
 * the one our own proxy appended. Deploy behind a proxy that sets the header (README: scaling),
 * otherwise a client could choose its own per-IP bucket (the per-username limits still hold).
 */
export function clientIp(req: Request): string {
  const hops = req.headers.get("x-forwarded-for")?.split(",") ?? [];
  const nearest = hops[hops.length - 1]?.trim();
  return nearest || req.headers.get("x-real-ip")?.trim() || "unknown";
}

export function userAgent(req: Request): string | null {
  return req.headers.get("user-agent")?.slice(0, 512) ?? null;
}

/**
 * CSRF defence for cookie-authenticated JSON routes (route handlers get none from Next):
 * a browser always sends Origin on cross-origin POSTs and Sec-Fetch-Site on modern engines.
 * Requests without either (curl, server-to-server) carry no ambient cookies to abuse.
 */
export function isCrossSite(req: Request): boolean {
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
