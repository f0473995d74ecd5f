import { z } from "zod";
import { META_EVENTS } from "@/lib/constants";

/** POST /api/facebook/conversions (crm-and-integrations.md §3): event_name, lead_id, custom_value (Purchase). */
export const conversionTestSchema = z.object({
  event_name: z.enum(META_EVENTS, { error: `event_name must be one of ${META_EVENTS.join(", ")}` }),
  lead_id: z
    .union([z.string().trim().min(1, "lead_id is required").max(100, "lead_id must be at most 100 characters"), z.number().int()], { error: "lead_id is required" })
    .transform(String),
  custom_value: z.number({ error: "custom_value must be a number" }).min(0, "custom_value must be 0 or more").max(10_000_000, "custom_value is too large").nullish(),
});
export type ConversionTestRequest = z.output<typeof conversionTestSchema>;

/** /admin/webhooks: attach an unmatched delivery's deal to one of our leads (its server action). */
export const linkLeadSchema = z.object({
  leadId: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d+$/.test(v.trim()) ? Number(v) : v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? "Lead ID is required" : "Lead ID must be a whole number") })
      .int("Lead ID must be a whole number")
      .positive("Lead ID must be a whole number"),
  ),
});
