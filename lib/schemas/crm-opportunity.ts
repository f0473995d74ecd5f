import { z } from "zod";
import { OPPORTUNITY_STAGES } from "@/lib/constants";
import { idField, optionalDate, optionalId, optionalMoney, optionalText } from "@/lib/schemas/crm-fields";

export const STAGE_VALUES = OPPORTUNITY_STAGES.map((s) => s.value) as [
  (typeof OPPORTUNITY_STAGES)[number]["value"],
  ...(typeof OPPORTUNITY_STAGES)[number]["value"][],
];
export const stageSchema = z.enum(STAGE_VALUES, { error: "Please select a stage" });
export type Stage = z.output<typeof stageSchema>;

const probability = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "Probability must be a number from 0 to 100" })
    .int("Probability must be a whole number")
    .min(0, "Probability must be between 0 and 100")
    .max(100, "Probability must be between 0 and 100")
    .optional(),
);

/**
 * The opportunity form (Add and Edit Opportunity, their server actions) and POST /api/crm/opportunities.
 * Spec §5, stricter reading: name at least 2 characters; probability 0–100 (form default 0,
 * stored default 50); accountId picked from the accounts the user can see; amount and close date optional.
 */
export const opportunityFields = {
  name: z.string({ error: "Opportunity name must be at least 2 characters" }).trim().min(2, "Opportunity name must be at least 2 characters").max(160, "Must be at most 160 characters"),
  stage: stageSchema.default("prospecting"),
  amount: optionalMoney("Amount must be a dollar amount"),
  probability,
  closeDate: optionalDate,
  accountId: idField("Please select an account"),
  description: optionalText(2000),
  nextStep: optionalText(200),
  assignedTo: optionalId,
};

export const opportunitySchema = z.object(opportunityFields);
export type OpportunityInput = z.input<typeof opportunitySchema>;
export type OpportunityValues = z.output<typeof opportunitySchema>;

/** The Edit Opportunity form: the deal's id and every field of the form (the account stays when not sent). */
export const opportunityEditSchema = opportunitySchema.extend({ opportunityId: idField("That record does not exist or is not yours."), accountId: optionalId });

/** The form's optional fields: left empty in the edit form, they are cleared. */
export const CLEARABLE_OPPORTUNITY_FIELDS = ["amount", "closeDate", "description"] as const;
type Clearable = (typeof CLEARABLE_OPPORTUNITY_FIELDS)[number];

/** An edit: any subset of the fields (a new stage goes through changeStage); null clears an optional one. */
export type OpportunityUpdate = Partial<Omit<OpportunityValues, Clearable>> & { [K in Clearable]?: string | null };

/** Moving a deal to another stage (the stage select and the board's drag). */
export const stageMoveSchema = z.object({ opportunityId: idField("That record does not exist or is not yours."), stage: stageSchema });
