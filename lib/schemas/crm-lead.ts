import { z } from "zod";
import { CALL_OUTCOMES, FOLLOW_UP_DEFAULT_TIME, LEAD_STATUSES } from "@/lib/constants";
import { idField, optionalId, optionalText } from "@/lib/schemas/crm-fields";
import { fromTexas, isCalendarDate, isClockTime } from "@/lib/crm/texas-time";

/**
 * The lead page's forms (server actions in lib/crm/leads/actions.ts): logging a call, an e-mail or a
 * note with an optional follow-up task, moving the status, assigning the lead. Form fields arrive as
 * text; every rule accepts text.
 */

export const leadIdField = idField("Unknown lead");

const CALL_OUTCOME_VALUES = CALL_OUTCOMES.map((o) => o.value) as [(typeof CALL_OUTCOMES)[number]["value"], ...(typeof CALL_OUTCOMES)[number]["value"][]];
const STATUS_VALUES = LEAD_STATUSES.map((s) => s.value) as [(typeof LEAD_STATUSES)[number]["value"], ...(typeof LEAD_STATUSES)[number]["value"][]];

/** A minute's grace: a task "due now" typed a few seconds ago is not in the past. */
const PAST_GRACE_MS = 60_000;

/**
 * The follow-up task a contact log may create: a Texas date and time (the time defaults to 9:00),
 * an optional subject and (admins) an assignee. No date, no task.
 */
const followUpFields = {
  followUpDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isCalendarDate(v), "Please enter a valid date"),
  followUpTime: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || FOLLOW_UP_DEFAULT_TIME)
    .refine(isClockTime, "Please enter a valid time"),
  followUpSubject: optionalText(200),
  followUpAssignee: optionalId,
};

type FollowUpInput = { followUpDate?: string; followUpTime: string; followUpSubject?: string; followUpAssignee?: number };

function withFollowUp<T extends FollowUpInput>(v: T, ctx: z.RefinementCtx) {
  const { followUpDate, followUpTime, followUpSubject, followUpAssignee, ...rest } = v;
  if (!followUpDate) return { ...rest, followUp: null };
  const dueAt = fromTexas(followUpDate, followUpTime);
  if (dueAt.getTime() < Date.now() - PAST_GRACE_MS) {
    ctx.addIssue({ code: "custom", path: ["followUpDate"], message: "The follow-up must be in the future" });
    return z.NEVER;
  }
  return { ...rest, followUp: { dueAt, subject: followUpSubject ?? null, assignedTo: followUpAssignee ?? null } };
}

export const logCallSchema = z
  .object({
    leadId: leadIdField,
    outcome: z.enum(CALL_OUTCOME_VALUES, { error: "Please choose the call's outcome" }),
    notes: optionalText(2000),
    ...followUpFields,
  })
  .transform(withFollowUp);

export const logEmailSchema = z
  .object({
    leadId: leadIdField,
    notes: optionalText(2000),
    ...followUpFields,
  })
  .transform(withFollowUp);

export const addNoteSchema = z
  .object({
    leadId: leadIdField,
    notes: z.string({ error: "Note must be at least 2 characters" }).trim().min(2, "Note must be at least 2 characters").max(2000, "Must be at most 2000 characters"),
    ...followUpFields,
  })
  .transform(withFollowUp);

/** The status select; a reason is required to mark a lead lost. */
export const leadStatusSchema = z
  .object({
    leadId: leadIdField,
    status: z.enum(STATUS_VALUES, { error: "Please choose a status" }),
    lostReason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.status === "lost" && !v.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Please give a reason for losing this lead" });
  });

/** Admins assign a lead to an active user, or leave it unassigned (empty). */
export const leadAssignFormSchema = z.object({
  leadId: leadIdField,
  assignedTo: optionalId.transform((v) => v ?? null),
});

/**
 * "Convert to Account". When the person is already a client (another of their leads was converted),
 * the answer offers that account: `useAccount` links this lead to it, `createNew=1` makes a second one.
 */
export const leadConvertSchema = z.object({
  leadId: leadIdField,
  useAccount: optionalId.transform((v) => v ?? null),
  createNew: z.enum(["1"]).optional().transform((v) => v === "1"),
});

/** "Erase this person" (admins): the lead whose e-mail and phone identify the person. */
export const erasePersonSchema = z.object({ leadId: leadIdField, confirm: z.literal("ERASE", { error: 'Type ERASE to confirm' }) });

/** "Complete" on a task in My day or on the lead page. */
export const completeTaskSchema = z.object({ activityId: idField("Unknown task") });
