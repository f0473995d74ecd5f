import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AnalyticsEventInput } from "@/lib/schemas/analytics-event";

/**
 * Keeps the network, not the person: IPv4 to /24, IPv6 to /48. Enough for abuse analysis and
 * rough geography, not enough to identify a visitor (the events are not consent-gated).
 */
export function anonymizeIp(ip: string | null): string | null {
  if (!ip || ip === "unknown") return null;
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 3).join(":")}::`;
  return null;
}

/** Only the referring site and path: query strings can carry e-mails and tokens. */
export function cleanReferrer(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    return `${u.origin}${u.pathname}`.slice(0, 300);
  } catch {
    return null;
  }
}

/** One analytics event from the site's beacon (page view, funnel step, form submission). */
export async function recordAnalyticsEvent(e: AnalyticsEventInput, meta: { ip: string | null; userAgent: string | null }): Promise<void> {
  const eventData: Prisma.InputJsonObject = {
    path: e.path.split("?")[0]!.slice(0, 300),
    ...(e.visitorId ? { visitorId: e.visitorId } : {}),
    ...(e.newVisitor ? { newVisitor: true } : {}),
    ...(e.funnel ? { funnel: e.funnel } : {}),
    ...(e.step != null ? { step: e.step } : {}),
    ...(e.form ? { form: e.form } : {}),
  };
  await db().analyticsEvent.create({
    data: {
      sessionId: e.sessionId,
      eventType: e.eventType,
      eventData,
      userAgent: meta.userAgent,
      ipAddress: anonymizeIp(meta.ip),
      referrer: cleanReferrer(e.referrer),
      utmSource: e.utmSource,
      utmMedium: e.utmMedium,
      utmCampaign: e.utmCampaign,
    },
  });
}
