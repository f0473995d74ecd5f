import { LANDING_CONVERSION } from "@/lib/constants";

type Tracker = (...args: unknown[]) => void;
type WindowWithTrackers = Window & { gtag?: Tracker; fbq?: Tracker };

/**
 * After a landing page submission (crm spec §7): an ad-platform conversion (value 1, USD) and a
 * social-pixel Lead event (value 100, USD, category Insurance), each only when its script is on
 * the page. A tracker that throws never breaks the thank-you screen.
 */
export function trackLandingConversion(win: Window = window): void {
  const w = win as WindowWithTrackers;
  try {
    if (typeof w.gtag === "function") w.gtag("event", "conversion", { ...LANDING_CONVERSION.adConversion });
  } catch {
    // ignored: analytics must not affect the visitor
  }
  try {
    if (typeof w.fbq === "function") w.fbq("track", "Lead", { ...LANDING_CONVERSION.pixelLead });
  } catch {
    // ignored
  }
}
