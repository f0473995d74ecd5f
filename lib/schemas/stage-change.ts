import { z } from "zod";

/**
 * POST /api/crm/stage-change (crm-and-integrations.md §3 "Stage-change request"): lead_id integer,
 * new_stage, optional previous_stage, stage_value (decimal) and event_time (UNIX seconds, default
 * now). Numbers are also accepted as numeric strings, for CRMs and scripts that send text.
 */
const wholeNumber = (message: string) => z.union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)]).pipe(z.number({ error: message }).int(message));

export const stageChangeSchema = z.object({
  lead_id: wholeNumber("Lead ID must be a whole number").pipe(z.number().positive("Lead ID must be a whole number").max(2_147_483_647, "Lead ID is too large")),
  new_stage: z.string({ error: "New stage is required" }).trim().min(1, "New stage is required").max(100, "New stage must be at most 100 characters"),
  previous_stage: z.string().trim().max(100, "Previous stage must be at most 100 characters").nullish().transform((v) => v || null),
  stage_value: z
    .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, "Stage value must be a number").transform(Number)])
    .pipe(z.number().min(0, "Stage value must be 0 or more").max(10_000_000, "Stage value must be at most 10,000,000"))
    .nullish()
    .transform((v) => v ?? null),
  event_time: wholeNumber("Event time must be whole UNIX seconds").nullish().transform((v) => v ?? null),
});
export type StageChangeRequest = z.output<typeof stageChangeSchema>;
