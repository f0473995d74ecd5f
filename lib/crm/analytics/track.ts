/**
 * The site's analytics beacon (browser only): page views, funnel steps and form submissions go to
 * POST /api/analytics with navigator.sendBeacon (text/plain JSON; fetch with keepalive as a
 * fallback). No cookies: a random session id lives in sessionStorage and a random visitor id in
 * localStorage (new vs returning visitors). The UTM parameters of the landing URL are kept for the
 * session (first touch). Staff pages are not tracked.
 */
import { isStaffPath } from "@/lib/auth/staff-routes";

type EventType = "page_view" | "funnel_step" | "form_submit";
type Extra = { funnel?: string; step?: number; form?: string };

const ENDPOINT = "/api/analytics";

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function stored(storage: Storage | undefined, key: string): { value: string; created: boolean } {
  try {
    const existing = storage?.getItem(key);
    if (existing) return { value: existing, created: false };
    const value = randomId();
    storage?.setItem(key, value);
    return { value, created: true };
  } catch {
    return { value: randomId(), created: false };
  }
}

function sessionUtm(): { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null } {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = { utmSource: params.get("utm_source"), utmMedium: params.get("utm_medium"), utmCampaign: params.get("utm_campaign") };
  try {
    if (fromUrl.utmSource) {
      sessionStorage.setItem("til.utm", JSON.stringify(fromUrl));
      return fromUrl;
    }
    const kept = sessionStorage.getItem("til.utm");
    return kept ? (JSON.parse(kept) as typeof fromUrl) : fromUrl;
  } catch {
    return fromUrl;
  }
}

/** Pages whose visits are counted and measured: not the staff pages, the CRM or the account area. */
export function isTrackedPath(pathname: string): boolean {
  return !isStaffPath(pathname) && !(pathname === "/crm" || pathname.startsWith("/crm/"));
}

export function trackEvent(eventType: EventType, extra: Extra = {}): void {
  if (typeof window === "undefined" || !isTrackedPath(window.location.pathname)) return;
  const session = stored(window.sessionStorage, "til.sid");
  const visitor = stored(window.localStorage, "til.vid");
  const body = JSON.stringify({
    sessionId: session.value,
    visitorId: visitor.value,
    newVisitor: visitor.created || undefined,
    eventType,
    path: window.location.pathname.slice(0, 300),
    referrer: document.referrer ? document.referrer.slice(0, 500) : null,
    ...sessionUtm(),
    ...extra,
  });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(() => undefined);
}
