import { z } from "zod";
import { DEVICE_CLASSES, METRICS, ROUTE_MAX_LENGTH, ROUTE_PATTERN, VITAL_RATINGS, WEB_VITAL_METRICS, isUnmeasuredPath, rateVital } from "@/lib/web-vitals/metrics";

/**
 * POST /api/vitals: one page load's Web Vitals from a real visitor's browser (sendBeacon sends it as
 * text/plain JSON), sent once, when the page is first hidden. Nothing about the person: the page's
 * path, the device class from the viewport's width, and each metric's value and rating.
 */
export const webVitalSchema = z
  .object({
    name: z.enum(WEB_VITAL_METRICS, { error: `Unknown metric: one of ${WEB_VITAL_METRICS.join(", ")}` }),
    value: z.number().finite().nonnegative("A metric's value cannot be negative"),
    rating: z.enum(VITAL_RATINGS),
  })
  .superRefine((m, ctx) => {
    if (m.value > METRICS[m.name].max) ctx.addIssue({ code: "custom", path: ["value"], message: `${m.name} above ${METRICS[m.name].max} is not a page's measurement` });
    else if (rateVital(m.name, m.value) !== m.rating) ctx.addIssue({ code: "custom", path: ["rating"], message: `The rating does not match ${m.name}'s value` });
  });

export const webVitalsBeaconSchema = z.object({
  route: z
    .string()
    .max(ROUTE_MAX_LENGTH)
    .regex(ROUTE_PATTERN, "The route must be a page's path, without query")
    .refine((r) => !isUnmeasuredPath(r), "Staff pages, the CRM and the API are not measured"),
  device: z.enum(DEVICE_CLASSES),
  metrics: z
    .array(webVitalSchema)
    .min(1)
    .max(WEB_VITAL_METRICS.length)
    .refine((ms) => new Set(ms.map((m) => m.name)).size === ms.length, "Each metric at most once"),
});
export type WebVitalsBeacon = z.output<typeof webVitalsBeaconSchema>;
