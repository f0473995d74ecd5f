import { z } from "zod";
import { CRM_PROVIDERS, META_EVENTS } from "@/lib/constants";

/** The admin form at /admin/stage-mappings and its server action. */
export const STAGE_MAPPING_EVENTS = [...META_EVENTS, "none"] as const;

export const stageMappingSchema = z.object({
  provider: z.enum(CRM_PROVIDERS, { error: "Please select a CRM" }),
  stage: z.string({ error: "Stage is required" }).trim().min(1, "Stage is required").max(100, "Stage must be at most 100 characters"),
  event: z.enum(STAGE_MAPPING_EVENTS, { error: "Please select an event" }),
  /** Dollars sent when the CRM gives no amount; empty uses the event's default. */
  value: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? null : typeof v === "string" ? Number(v) : v),
    z.number({ error: "Value must be a number" }).min(0, "Value must be 0 or more").max(10_000_000, "Value must be at most 10,000,000").nullable(),
  ),
});
export type StageMappingValues = z.output<typeof stageMappingSchema>;
export type StageMappingInput = z.input<typeof stageMappingSchema>;
