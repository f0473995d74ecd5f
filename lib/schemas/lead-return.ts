import { z } from "zod";
import { MAX_RECORD_ID, recordId } from "@/lib/schemas/record-id";
import { RETURN_REASONS } from "@/lib/constants";

const REASONS = RETURN_REASONS.map((r) => r.value) as [string, ...string[]];

/** A buyer reports a delivered lead defective (issue 31 §6). */
export const leadReturnSchema = z.object({
  leadId: recordId(),
  reason: z.enum(REASONS, { error: "Choose what is wrong with the lead" }),
  note: z.string().trim().max(1000, "Must be at most 1,000 characters").optional().transform((v) => v || null),
});
export type LeadReturnInput = z.output<typeof leadReturnSchema>;

/** An admin decides a return the evidence did not settle; a refusal says why (the buyer sees it). */
export const returnDecisionSchema = z
  .object({
    returnId: recordId(),
    decision: z.enum(["approve", "refuse"], { error: "Approve or refuse" }),
    note: z.string().trim().max(1000, "Must be at most 1,000 characters").optional().transform((v) => v || null),
  })
  .refine((v) => v.decision === "approve" || !!v.note, { path: ["note"], message: "Tell the buyer why it is refused" });
export type ReturnDecisionInput = z.output<typeof returnDecisionSchema>;

/** An admin gives an unsold lead to a named buyer (it counts against their plan). */
export const assignUnsoldSchema = z.object({
  leadId: recordId(),
  buyerId: z.coerce.number({ error: "Choose a buyer" }).int().positive("Choose a buyer").max(MAX_RECORD_ID, "Choose a buyer"),
  reason: z.string().trim().min(3, "Say why (the buyer's ledger keeps it)").max(300, "Must be at most 300 characters"),
});

/** An admin grants a plan's terms for one period, with a reason (a pilot month, a make-good). */
export const grantSchema = z.object({
  buyerId: recordId(),
  productSlug: z.string().trim().min(1, "Choose a plan"),
  months: z.coerce.number().int().min(1, "At least one month").max(12, "At most 12 months").default(1),
  reason: z.string().trim().min(3, "Say why").max(300, "Must be at most 300 characters"),
});
