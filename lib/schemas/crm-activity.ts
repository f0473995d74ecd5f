import { z } from "zod";
import { ACTIVITY_PRIORITIES, ACTIVITY_STATUSES, ACTIVITY_TYPES } from "@/lib/constants";
import { optionalDateTime, optionalId, optionalText } from "@/lib/schemas/crm-fields";

/**
 * The activity form (New Activity dialog) and POST /api/crm/activities. Spec §5, stricter reading:
 * subject at least 2 characters. accountId is required, except for the call and e-mail log of a
 * lead (the Leads tab's phone and e-mail links), which carries leadId instead.
 */
export const activitySchema = z
  .object({
    type: z.enum(ACTIVITY_TYPES, { error: "Please select an activity type" }).default("call"),
    subject: z.string({ error: "Subject must be at least 2 characters" }).trim().min(2, "Subject must be at least 2 characters").max(200, "Must be at most 200 characters"),
    description: optionalText(2000),
    status: z.enum(ACTIVITY_STATUSES, { error: "Please select a status" }).default("pending"),
    priority: z.enum(ACTIVITY_PRIORITIES, { error: "Please select a priority" }).default("medium"),
    /** The spec's name for the due date. */
    scheduledDate: optionalDateTime,
    accountId: optionalId,
    opportunityId: optionalId,
    leadId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (!v.accountId && !v.leadId) ctx.addIssue({ code: "custom", path: ["accountId"], message: "Please select an account" });
  });
export type ActivityInput = z.input<typeof activitySchema>;
export type ActivityValues = z.output<typeof activitySchema>;

/** PATCH /api/crm/activities/[id]: complete, cancel, reschedule or edit. */
export const activityUpdateSchema = z
  .object({
    subject: z.string().trim().min(2, "Subject must be at least 2 characters").max(200, "Must be at most 200 characters"),
    description: optionalText(2000),
    status: z.enum(ACTIVITY_STATUSES, { error: "Please select a status" }),
    priority: z.enum(ACTIVITY_PRIORITIES, { error: "Please select a priority" }),
    scheduledDate: optionalDateTime,
    outcome: optionalText(500),
  })
  .partial();
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;
