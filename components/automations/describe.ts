import { LEAD_STATUSES } from "@/lib/constants";
import { ACTION_TYPES, TRIGGER_TYPES, type AutomationAction, type Trigger } from "@/lib/schemas/automation";

/** A trigger and its conditions in one sentence ("A lead is captured · verified only · auto, home"). */
export function describeTrigger(t: Trigger): string {
  const head =
    t.type === "lead_not_contacted" ? `A lead is not contacted ${t.minutes} minutes after capture` : t.type === "lead_status_changed" ? `A lead's status changes to ${LEAD_STATUSES.find((s) => s.value === t.to)?.label ?? t.to}` : TRIGGER_TYPES.find((x) => x.value === t.type)!.label;
  const c = t.conditions;
  const parts = [
    c.verifiedOnly && "verified only",
    c.minScore !== null && `score ≥ ${c.minScore}`,
    c.leadTypes.length > 0 && c.leadTypes.join(", "),
    c.sources.length > 0 && `from ${c.sources.join(", ")}`,
    c.duplicate === "new" && "first leads only",
    c.duplicate === "repeat" && "repeats only",
  ].filter(Boolean);
  return [head, ...parts].join(" · ");
}

export function describeAction(a: AutomationAction, templates: Map<number, string>, textTemplates: Map<number, string> = new Map()): string {
  if (a.type === "send_template") return `Send “${templates.get(a.templateId) ?? `template #${a.templateId}`}”`;
  if (a.type === "send_text_template") return `Text “${textTemplates.get(a.templateId) ?? `text template #${a.templateId}`}”`;
  if (a.type === "create_task") return `Create the task “${a.subject}”`;
  if (a.type === "set_status") return `Set the status to ${a.status}`;
  return ACTION_TYPES.find((x) => x.value === a.type)!.label;
}
