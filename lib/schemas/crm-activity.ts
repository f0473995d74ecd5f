import { z } from "zod";
import { ACTIVITY_PRIORITIES, ACTIVITY_STATUSES, ACTIVITY_TYPES } from "@/lib/constants";
import { idField, optionalDateTime, optionalId, optionalText } from "@/lib/schemas/crm-fields";

const NOT_YOURS = "That record does not exist or is not yours.";

const activityType = z.enum(ACTIVITY_TYPES, { error: "Please select an activity type" });
const activityStatus = z.enum(ACTIVITY_STATUSES, { error: "Please select a status" });
const activityPriority = z.enum(ACTIVITY_PRIORITIES, { error: "Please select a priority" });
const subject = z.string({ error: "Subject must be at least 2 characters" }).trim().min(2, "Subject must be at least 2 characters").max(200, "Must be at most 200 characters");

/**
 * The activity form (New Activity, its server action) and POST /api/crm/activities. Spec §5, stricter
 * reading: subject at least 2 characters. accountId is required, except for the call and e-mail log
 * of a lead (the Leads tab's phone and e-mail links), which carries leadId instead. `scheduledDate`
 * (the spec's name for the due date) without an offset is the agency's wall time (lib/crm/wall-time.ts).
 */
export const activitySchema = z
  .object({
    type: activityType.default("call"),
    subject,
    description: optionalText(2000),
    status: activityStatus.default("pending"),
    priority: activityPriority.default("medium"),
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

/** The Edit Activity form: the activity's id and every field of the form (what it is attached to stays). */
export const activityEditSchema = z.object({
  activityId: idField(NOT_YOURS),
  type: activityType,
  subject,
  description: optionalText(2000),
  status: activityStatus,
  priority: activityPriority,
  scheduledDate: optionalDateTime,
});

/** The form's optional fields: left empty in the edit form, they are cleared. */
export const CLEARABLE_ACTIVITY_FIELDS = ["description", "scheduledDate"] as const;
type Clearable = (typeof CLEARABLE_ACTIVITY_FIELDS)[number];

/** An edit: any subset of the fields; null clears an optional one. */
export type ActivityUpdate = Partial<Omit<z.output<typeof activityEditSchema>, "activityId" | Clearable>> & { [K in Clearable]?: string | null };

/** Complete or cancel (the activity lists' buttons). */
export const activityStatusSchema = z.object({ activityId: idField(NOT_YOURS), status: activityStatus });
