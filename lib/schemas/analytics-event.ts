import { z } from "zod";

/**
 * POST /api/analytics: one event from the site's beacon (sendBeacon sends text/plain JSON).
 * page_view on every navigation; funnel_step and form_submit from forms that report them.
 */
export const ANALYTICS_EVENT_TYPES = ["page_view", "funnel_step", "form_submit"] as const;
const short = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const analyticsEventSchema = z.object({
  sessionId: z.string().regex(/^[\w-]{8,64}$/, "Invalid session id"),
  visitorId: z.string().regex(/^[\w-]{8,64}$/, "Invalid visitor id").nullish(),
  /** True on the first page view of a browser that had no visitor id yet (new vs returning visitors). */
  newVisitor: z.boolean().nullish(),
  eventType: z.enum(ANALYTICS_EVENT_TYPES),
  path: z.string().trim().startsWith("/").max(300),
  referrer: short(500),
  utmSource: short(120),
  utmMedium: short(120),
  utmCampaign: short(120),
  /** funnel_step: which funnel and step; form_submit: which form. */
  funnel: short(60),
  step: z.number().int().min(0).max(50).nullish(),
  form: short(60),
});
export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
