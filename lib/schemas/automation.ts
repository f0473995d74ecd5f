import { z } from "zod";
import { recordId } from "@/lib/schemas/record-id";
import { LEAD_STATUSES, LEAD_TYPES } from "@/lib/constants";

/**
 * An automation (issue 26): one trigger with its conditions, then ordered actions, each waiting its
 * delay after the one before (the first after the trigger). Stored in `automations` (`type` = the
 * trigger's type, `trigger` and `actions` as JSON). Shared by the admin editor, its server action and
 * the engine (lib/automations/), which parses what it reads with the same schema.
 */

export const TRIGGER_TYPES = [
  { value: "lead_captured", label: "A lead is captured" },
  { value: "lead_not_contacted", label: "A lead is not contacted N minutes after capture" },
  { value: "lead_status_changed", label: "A lead's status changes to…" },
  { value: "task_overdue", label: "A task on a lead is overdue" },
  { value: "lead_replied_sms", label: "A lead replies by text" },
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number]["value"];

export const ACTION_TYPES = [
  { value: "send_template", label: "Send an e-mail template to the lead, from the assigned agent" },
  { value: "alert_agent", label: "Alert the assigned agent (e-mail and the CRM's live list)" },
  { value: "alert_admins", label: "Alert the admins" },
  { value: "reassign", label: "Reassign to the next available agent who takes this lead type" },
  { value: "create_task", label: "Create a task" },
  { value: "set_status", label: "Set the lead's status" },
  { value: "send_text_template", label: "Send a text template to the lead (waits for the legal hours in the recipient's time)" },
] as const;
export type ActionType = (typeof ACTION_TYPES)[number]["value"];

export const DUPLICATE_CONDITIONS = [
  { value: "any", label: "New or repeat" },
  { value: "new", label: "Only a person's first lead" },
  { value: "repeat", label: "Only repeats" },
] as const;

/** The longest delay an action may wait: 30 days. */
export const MAX_DELAY_MINUTES = 30 * 24 * 60;

const statusValues = LEAD_STATUSES.map((s) => s.value) as [string, ...string[]];
const minutes = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);

export const conditionsSchema = z.object({
  /** Empty: every lead type. */
  leadTypes: z.array(z.enum(LEAD_TYPES, { error: "Unknown lead type" })).max(LEAD_TYPES.length).default([]),
  /** Empty: every source. Sources as stored (e.g. landing, api:vendor). */
  sources: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  minScore: z.coerce.number({ error: "Enter a score from 0 to 100" }).int("Enter a score from 0 to 100").min(0, "Enter a score from 0 to 100").max(100, "Enter a score from 0 to 100").nullable().default(null),
  verifiedOnly: z.boolean().default(false),
  duplicate: z.enum(["any", "new", "repeat"]).default("any"),
});
export type Conditions = z.output<typeof conditionsSchema>;

export const triggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("lead_captured"), conditions: conditionsSchema }),
  z.object({
    type: z.literal("lead_not_contacted"),
    minutes: minutes(MAX_DELAY_MINUTES, "Enter the minutes after capture (1 to 43,200)").refine((m) => m >= 1, "Enter the minutes after capture (1 to 43,200)"),
    conditions: conditionsSchema,
  }),
  z.object({ type: z.literal("lead_status_changed"), to: z.enum(statusValues, { error: "Please choose a status" }), conditions: conditionsSchema }),
  z.object({ type: z.literal("task_overdue"), conditions: conditionsSchema }),
  z.object({ type: z.literal("lead_replied_sms"), conditions: conditionsSchema }),
], { error: "Please choose a trigger" });
export type Trigger = z.output<typeof triggerSchema>;

const delay = { delayMinutes: minutes(MAX_DELAY_MINUTES, "Enter a delay from 0 to 43,200 minutes").default(0) };

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("send_template"), templateId: z.coerce.number({ error: "Please choose a template" }).int().positive("Please choose a template"), ...delay }),
  z.object({ type: z.literal("alert_agent"), ...delay }),
  z.object({ type: z.literal("alert_admins"), ...delay }),
  z.object({ type: z.literal("reassign"), ...delay }),
  z.object({
    type: z.literal("create_task"),
    subject: z.string().trim().min(1, "Enter the task's subject").max(200, "Must be at most 200 characters"),
    dueInMinutes: minutes(MAX_DELAY_MINUTES, "Enter when it is due, 0 to 43,200 minutes after the action").default(60),
    ...delay,
  }),
  z.object({ type: z.literal("set_status"), status: z.enum(statusValues, { error: "Please choose a status" }), ...delay }),
  z.object({ type: z.literal("send_text_template"), templateId: z.coerce.number({ error: "Please choose a text template" }).int().positive("Please choose a text template"), ...delay }),
], { error: "Please choose an action" });
export type AutomationAction = z.output<typeof actionSchema>;

export const actionsSchema = z.array(actionSchema).min(1, "Add at least one action").max(10, "At most 10 actions");

/** Text fields of a form holding JSON (the editor's trigger and actions). */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string({ error: "Missing" })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Not valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The editor's form: name, active, and the trigger and actions as JSON text (the client builds them). */
export const automationFormSchema = z.object({
  automationId: recordId().optional(),
  name: z.string().trim().min(1, "Enter a name").max(120, "Must be at most 120 characters"),
  isActive: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  trigger: json(triggerSchema),
  actions: json(actionsSchema),
});
export type AutomationForm = z.output<typeof automationFormSchema>;

export const automationToggleSchema = z.object({
  automationId: recordId(),
  isActive: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

/** Total minutes from the trigger to each action (delays add up). */
export function actionOffsets(actions: readonly { delayMinutes: number }[]): number[] {
  let at = 0;
  return actions.map((a) => (at += a.delayMinutes));
}
